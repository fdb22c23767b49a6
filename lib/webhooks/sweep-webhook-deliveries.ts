import { sql } from "drizzle-orm";
import type { AnyDb } from "@/lib/scheduling/any-db";
import type { DeliveryJob } from "./deliver-webhook";
import { rowsOf } from "./rows-of";

/** At most this many per sweep; the next minute takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Pending deliveries that are due (every business: the worker's cron task), oldest first, for
 * the worker to queue. A delivery being attempted right now carries a lease in next_attempt_at
 * and is not due. Not server-only: the worker runs it.
 */
export async function findDueWebhookDeliveries(db: AnyDb): Promise<DeliveryJob[]> {
  const rows = rowsOf<{ business_id: string; id: string }>(
    await db.execute(sql`
      SELECT business_id, id FROM webhook_deliveries
       WHERE status = 'pending' AND next_attempt_at <= now()
       ORDER BY next_attempt_at
       LIMIT ${SWEEP_BATCH}`),
  );
  return rows.map((row) => ({ businessId: row.business_id, deliveryId: row.id }));
}
