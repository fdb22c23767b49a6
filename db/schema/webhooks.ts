import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, tenantKey, tenantRef } from "./_shared";
import { businesses } from "./businesses";
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from "./enums";
import { users } from "./identity";

/**
 * Outgoing webhooks (issue 13): HTTPS endpoints the owner registers for some events. The
 * secret signs each delivery (`ServiceLoop-Signature`), so it is stored as given, not hashed;
 * it is shown to the owner once, at creation. Endpoints are disabled, never deleted, so their
 * delivery log survives.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    secret: text("secret").notNull(),
    description: text("description"),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey("webhook_endpoints", t),
    index("webhook_endpoints_business_created_idx").on(t.businessId, t.createdAt),
    check("webhook_endpoints_events_check", sql`cardinality(${t.events}) > 0 AND ${t.events} <@ ARRAY[${inList(WEBHOOK_EVENT_TYPES)}]::text[]`),
  ],
);

/**
 * One event for one endpoint: the payload as first built (a resend posts the same body under
 * a new row), the attempt count and the last attempt's status code, time and error.
 * `next_attempt_at` is when a pending delivery is due; the worker's sweep picks up any that
 * pg-boss did not (a lost job, an app that could not reach the queue) — see `queued_at`.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id").notNull(),
    eventType: text("event_type").notNull(),
    eventId: uuid("event_id").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    /**
     * When a pg-boss job was last handed this delivery, stamped with the time that job is due
     * (now, or a retry's start). Null: no job was ever queued (the app's send after the commit
     * was lost) — the sweep queues it. The sweep queues again only after
     * WEBHOOK_REQUEUE_AFTER_SECONDS, once pg-boss's own retries of that job are spent.
     */
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    lastStatusCode: integer("last_status_code"),
    lastResponseMs: integer("last_response_ms"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    tenantKey("webhook_deliveries", t),
    tenantRef("webhook_deliveries_endpoint_fk", [t.businessId, t.endpointId], webhookEndpoints).onDelete("cascade"),
    index("webhook_deliveries_business_created_idx").on(t.businessId, t.createdAt, t.id),
    index("webhook_deliveries_business_endpoint_idx").on(t.businessId, t.endpointId, t.createdAt),
    // The sweep's scan: pending rows by due time (few at any moment).
    index("webhook_deliveries_pending_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check("webhook_deliveries_status_check", sql`${t.status} IN (${inList(WEBHOOK_DELIVERY_STATUSES)})`),
    check("webhook_deliveries_event_type_check", sql`${t.eventType} IN (${inList(WEBHOOK_EVENT_TYPES)})`),
  ],
);
