import { sql } from "drizzle-orm";
import type { AnyDb } from "@/lib/foundation/any-db";
import type { DeliveryJob } from "./deliver-webhook";
import { rowsOf } from "./rows-of";
import { WEBHOOK_REQUEUE_AFTER_SECONDS } from "./webhook-queues";

/** At most this many per sweep; the next minute takes the rest. */
const SWEEP_BATCH = 200;
/**
 * A delivery never stamped is left this long to the app's own send after its commit (which
 * stamps it), so a sweep that happens to run in between does not queue it a second time.
 */
const UNQUEUED_GRACE_SECONDS = 15;

/**
 * Pending deliveries that are due and have no live job (every business: the worker's cron
 * task), oldest first, claimed for the caller to queue: never queued (`queued_at` null — the
 * app's send after the commit was lost) or queued long enough ago that pg-boss's retries of
 * that job are spent (WEBHOOK_REQUEUE_AFTER_SECONDS). The claim stamps `queued_at` in the same
 * UPDATE, so two sweeps — or a sweep and a queued job — never queue one delivery twice; rows
 * another sweep holds are skipped. A delivery being attempted carries a lease in
 * next_attempt_at and is not due. Not server-only: the worker runs it.
 */
export async function findDueWebhookDeliveries(db: AnyDb): Promise<DeliveryJob[]> {
  const rows = rowsOf<{ business_id: string; id: string }>(
    await db.execute(sql`
      UPDATE webhook_deliveries AS d
         SET queued_at = now()
        FROM (SELECT business_id, id FROM webhook_deliveries
               WHERE status = 'pending' AND next_attempt_at <= now()
                 AND (queued_at IS NULL AND created_at <= now() - make_interval(secs => ${UNQUEUED_GRACE_SECONDS})
                      OR queued_at <= now() - make_interval(secs => ${WEBHOOK_REQUEUE_AFTER_SECONDS}))
               ORDER BY next_attempt_at
               LIMIT ${SWEEP_BATCH}
                 FOR UPDATE SKIP LOCKED) AS due
       WHERE d.business_id = due.business_id AND d.id = due.id
      RETURNING d.business_id, d.id`),
  );
  return rows.map((row) => ({ businessId: row.business_id, deliveryId: row.id }));
}
