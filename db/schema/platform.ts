import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList } from "./_shared";
import { businesses } from "./businesses";
import { users } from "./identity";
import { ACTOR_TYPES, EMAIL_STATUSES } from "./enums";

/** Pre-launch waitlist sign-ups from the public site. */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    businessName: text("business_name"),
    industry: text("industry"),
    customerCount: text("customer_count"),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("waitlist_entries_email_key").on(sql`lower(${t.email})`)],
);

/** Messages sent through the public contact form (including demo requests). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    topic: text("topic").notNull().default("general"),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/** Platform-wide settings edited by the superadmin (key → JSON value). */
export const platformSettings = pgTable("platform_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every email the product sends. Without RESEND_API_KEY nothing leaves the machine: the
 * message stays here with status "logged" and can be read in the app.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    template: text("template").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status").notNull().default("queued"),
    providerId: text("provider_id"),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_outbox_to_idx").on(sql`lower(${t.toAddress})`, t.createdAt),
    index("email_outbox_business_idx").on(t.businessId, t.createdAt),
    check("email_outbox_status_check", sql`${t.status} IN (${inList(EMAIL_STATUSES)})`),
  ],
);

/** Who did what, for security-relevant and business-relevant actions. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    actorType: text("actor_type").notNull(),
    actorId: uuid("actor_id"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: uuid("target_id"),
    meta: jsonb("meta"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_business_created_idx").on(t.businessId, t.createdAt),
    // The customer detail's activity timeline: one customer's entries, newest first.
    index("audit_log_business_target_idx").on(t.businessId, t.targetId, t.createdAt),
    check("audit_log_actor_type_check", sql`${t.actorType} IN (${inList(ACTOR_TYPES)})`),
  ],
);

/**
 * The operator's live security checks (Superadmin → Security testing): one row per run, with
 * each probe's outcome, so the last runs stay visible. Platform-wide, not tenant data.
 */
export const securityCheckRuns = pgTable(
  "security_check_runs",
  {
    id: id(),
    /** The superadmin who ran it (no foreign key: the run outlives a removed account). */
    runBy: uuid("run_by"),
    passed: integer("passed").notNull(),
    failed: integer("failed").notNull(),
    durationMs: integer("duration_ms").notNull(),
    /** [{ key, label, area, ok, detail, ms }] in the order the probes ran. */
    results: jsonb("results").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("security_check_runs_created_idx").on(t.createdAt)],
);

/**
 * Support view (issue 14): a superadmin's short-lived, read-only look at one business's admin
 * area. The browser holds the token in an httpOnly cookie; only its SHA-256 is kept. A row is
 * live while `ended_at` is null and `expires_at` is ahead; the staff context resolver then
 * treats the superadmin as a read-only member of `business_id`
 * (docs/decisions/support-view-as.md).
 */
export const supportViewSessions = pgTable(
  "support_view_sessions",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    superadminUserId: uuid("superadmin_user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("support_view_sessions_token_hash_key").on(t.tokenHash),
    index("support_view_sessions_business_started_idx").on(t.businessId, t.startedAt),
    index("support_view_sessions_superadmin_idx").on(t.superadminUserId, t.startedAt),
    check("support_view_sessions_window_check", sql`${t.expiresAt} > ${t.startedAt}`),
  ],
);
