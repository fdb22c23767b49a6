import { sql } from "drizzle-orm";
import type { AnyDb } from "@/lib/foundation/any-db";
import { rowsOf } from "./rows-of";
import { postWebhook, WEBHOOK_TIMEOUT_MS } from "./post-webhook";
import { signWebhookPayload } from "./sign-payload";
import { WEBHOOK_SIGNATURE_HEADER } from "./webhook-events";
import { WEBHOOK_DELIVER_EXPIRE_SECONDS } from "./webhook-queues";

/** Wait before attempt n+1 after a failed attempt n (seconds): 1 min, 5 min, 30 min, 2 h, 12 h. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 43_200] as const;
/** The first attempt plus one per delay; then the delivery is marked failed. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
/**
 * How long a claimed attempt keeps others (the sweep, a duplicate job) off the row: as long as
 * pg-boss lets the job stay active (webhook-queues.ts), so the job a dead worker left, once
 * pg-boss expires and retries it, finds the row claimable again. An attempt is bounded by the
 * POST's timeout, well inside it.
 */
const CLAIM_LEASE_SECONDS = WEBHOOK_DELIVER_EXPIRE_SECONDS;
if (CLAIM_LEASE_SECONDS <= Math.ceil(WEBHOOK_TIMEOUT_MS / 1000) + 10) throw new Error("The claim lease must outlast one attempt");

export type DeliveryJob = { businessId: string; deliveryId: string };
/** Hands a retry to the queue (pg-boss `startAfter`); without one, the worker's sweep retries when due. */
export type ScheduleRetry = (job: DeliveryJob, afterSeconds: number) => Promise<void>;

export type DeliveryOutcome =
  | { delivered: false; reason: "not_due" }
  | { delivered: true; status: "succeeded" | "pending" | "failed"; attempts: number; statusCode: number | null; responseMs: number; error: string | null };

type Claimed = { id: string; payload: unknown; attempts: number; url: string; secret: string; disabled: boolean; event_type: string };

/**
 * One attempt at a pending delivery that is due. The row is claimed first (attempts + 1 and a
 * short lease in one UPDATE), so the job and the sweep never post it twice at once. The body
 * is the stored payload, signed now with the endpoint's secret. Success records the status and
 * time; a failure schedules the next attempt with back-off, and after the last one the
 * delivery is failed. An endpoint deleted meanwhile gives the delivery up. Not server-only:
 * the worker runs it.
 */
export async function deliverWebhook(db: AnyDb, job: DeliveryJob, options: { scheduleRetry?: ScheduleRetry; timeoutMs?: number } = {}): Promise<DeliveryOutcome> {
  const claimed = rowsOf<Claimed>(
    await db.execute(sql`
      UPDATE webhook_deliveries AS d
         SET attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
        FROM webhook_endpoints AS e
       WHERE d.business_id = ${job.businessId}::uuid
         AND d.id = ${job.deliveryId}::uuid
         AND d.status = 'pending'
         AND d.next_attempt_at <= now() + interval '5 seconds'
         AND e.business_id = d.business_id
         AND e.id = d.endpoint_id
      RETURNING d.id, d.payload, d.attempts, d.event_type, e.url, e.secret, (e.disabled_at IS NOT NULL) AS disabled`),
  )[0];
  if (!claimed) return { delivered: false, reason: "not_due" };
  if (claimed.disabled) {
    await record(db, job, { status: "failed", statusCode: null, responseMs: null, error: "The endpoint was deleted", retryAfter: null });
    return { delivered: true, status: "failed", attempts: claimed.attempts, statusCode: null, responseMs: 0, error: "The endpoint was deleted" };
  }

  const body = typeof claimed.payload === "string" ? claimed.payload : JSON.stringify(claimed.payload);
  const outcome = await postWebhook({
    url: claimed.url,
    body,
    timeoutMs: options.timeoutMs,
    headers: {
      "content-type": "application/json",
      "user-agent": "ServiceLoop-Webhooks/1.0",
      [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signWebhookPayload({ secret: claimed.secret, body, timestamp: Date.now() / 1000 }),
      "serviceloop-event": claimed.event_type,
      "serviceloop-delivery": claimed.id,
    },
  });

  const succeeded = outcome.error === null;
  const retryAfter = succeeded || claimed.attempts >= WEBHOOK_MAX_ATTEMPTS ? null : WEBHOOK_RETRY_DELAYS_SECONDS[claimed.attempts - 1];
  const status = succeeded ? "succeeded" : retryAfter === null ? "failed" : "pending";
  await record(db, job, { status, statusCode: outcome.statusCode, responseMs: outcome.responseMs, error: outcome.error, retryAfter });
  if (retryAfter !== null && options.scheduleRetry) {
    // The row is already due at that time, so a lost job only delays the retry to the next sweep.
    await options.scheduleRetry(job, retryAfter).catch((error: unknown) => console.error("[webhooks] could not schedule a retry:", error));
  }
  return { delivered: true, status, attempts: claimed.attempts, statusCode: outcome.statusCode, responseMs: outcome.responseMs, error: outcome.error };
}

async function record(
  db: AnyDb,
  job: DeliveryJob,
  result: { status: string; statusCode: number | null; responseMs: number | null; error: string | null; retryAfter: number | null },
): Promise<void> {
  await db.execute(sql`
    UPDATE webhook_deliveries
       SET status = ${result.status},
           last_status_code = ${result.statusCode},
           last_response_ms = ${result.responseMs},
           last_error = ${result.error},
           delivered_at = CASE WHEN ${result.status} = 'succeeded' THEN now() ELSE delivered_at END,
           next_attempt_at = CASE WHEN ${result.retryAfter}::int IS NULL THEN NULL ELSE now() + make_interval(secs => ${result.retryAfter}::int) END
     WHERE business_id = ${job.businessId}::uuid AND id = ${job.deliveryId}::uuid`);
}

