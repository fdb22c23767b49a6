import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AnyDb } from "@/lib/scheduling/any-db";
import { rowsOf } from "./rows-of";
import type { WebhookEventType } from "./webhook-events";

/** The JSON body every delivery posts (documented on the API page). */
export type WebhookPayload = { id: string; type: WebhookEventType; created: number; business_id: string; data: Record<string, unknown> };

export type EnqueuedWebhookEvent = { eventId: string; deliveryIds: string[] };

/**
 * One `webhook_deliveries` row per active endpoint of the business subscribed to the event,
 * in one INSERT … SELECT (so a business without endpoints pays one cheap statement), inside
 * the caller's transaction when given one. The rows are pending and due now; handing them to
 * the queue is emit-webhook-event.ts's job, after the commit. Not server-only: the worker and
 * scripts may call it.
 */
export async function enqueueWebhookEvent(
  db: AnyDb,
  event: { businessId: string; type: WebhookEventType; data: Record<string, unknown> },
): Promise<EnqueuedWebhookEvent> {
  const eventId = randomUUID();
  const payload: WebhookPayload = { id: eventId, type: event.type, created: Math.floor(Date.now() / 1000), business_id: event.businessId, data: event.data };
  const result = await db.execute(sql`
    INSERT INTO webhook_deliveries (business_id, endpoint_id, event_type, event_id, payload, next_attempt_at)
    SELECT e.business_id, e.id, ${event.type}, ${eventId}::uuid, ${JSON.stringify(payload)}::jsonb, now()
      FROM webhook_endpoints AS e
     WHERE e.business_id = ${event.businessId}::uuid
       AND e.disabled_at IS NULL
       AND ${event.type} = ANY (e.events)
    RETURNING id`);
  const rows = rowsOf<{ id: string }>(result);
  return { eventId, deliveryIds: rows.map((row) => row.id) };
}
