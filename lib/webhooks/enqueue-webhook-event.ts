import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AnyDb } from "@/lib/foundation/any-db";
import { rowsOf } from "./rows-of";
import type { WebhookEventType } from "./webhook-events";

/** The JSON body every delivery posts (documented on the API page). */
export type WebhookPayload = { id: string; type: WebhookEventType; created: number; business_id: string; data: Record<string, unknown> };

export type EnqueuedWebhookEvent = { eventId: string; deliveryIds: string[] };

type WebhookEvent = { businessId: string; type: WebhookEventType; data: Record<string, unknown> };

/**
 * One `webhook_deliveries` row per active endpoint of the business subscribed to the event,
 * in one INSERT … SELECT (so a business without endpoints pays one cheap statement), inside
 * the caller's transaction when given one. The rows are pending and due now; handing them to
 * the queue is emit-webhook-event.ts's job, after the commit. Not server-only: the worker and
 * scripts may call it.
 */
export async function enqueueWebhookEvent(db: AnyDb, event: WebhookEvent): Promise<EnqueuedWebhookEvent> {
  const [enqueued] = await enqueueWebhookEvents(db, event.businessId, event.type, [event.data]);
  return enqueued;
}

/**
 * Many events of one type for one business (a CSV import's customers) in one statement: each
 * event gets its own id and payload; deliveries are made only for subscribed endpoints. Inside
 * the caller's transaction, the deliveries commit or roll back with the change they describe —
 * and the worker's sweep sends any the queue never got.
 */
export async function enqueueWebhookEvents(
  db: AnyDb,
  businessId: string,
  type: WebhookEventType,
  data: Array<Record<string, unknown>>,
): Promise<EnqueuedWebhookEvent[]> {
  const created = Math.floor(Date.now() / 1000);
  const payloads: WebhookPayload[] = data.map((d) => ({ id: randomUUID(), type, created, business_id: businessId, data: d }));
  if (payloads.length === 0) return [];
  const result = await db.execute(sql`
    INSERT INTO webhook_deliveries (business_id, endpoint_id, event_type, event_id, payload, next_attempt_at)
    SELECT e.business_id, e.id, ${type}, (ev.payload ->> 'id')::uuid, ev.payload, now()
      FROM webhook_endpoints AS e
     CROSS JOIN jsonb_array_elements(${JSON.stringify(payloads)}::jsonb) AS ev(payload)
     WHERE e.business_id = ${businessId}::uuid
       AND e.disabled_at IS NULL
       AND ${type} = ANY (e.events)
    RETURNING id, event_id`);
  const rows = rowsOf<{ id: string; event_id: string }>(result);
  return payloads.map((p) => ({ eventId: p.id, deliveryIds: rows.filter((r) => r.event_id === p.id).map((r) => r.id) }));
}
