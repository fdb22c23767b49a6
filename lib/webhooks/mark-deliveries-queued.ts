import { sql } from "drizzle-orm";
import type { AnyDb } from "@/lib/foundation/any-db";
import type { DeliveryJob } from "./deliver-webhook";

/**
 * Stamps deliveries whose pg-boss job was just sent (`queued_at` = when that job is due), so
 * the sweep leaves them to it (sweep-webhook-deliveries.ts). One statement for the batch;
 * rows not yet committed are simply not matched (the sweep then finds them unstamped). Not
 * server-only: the worker calls it.
 */
export async function markDeliveriesQueued(db: AnyDb, jobs: DeliveryJob[], startAfterSeconds = 0): Promise<void> {
  if (jobs.length === 0) return;
  await db.execute(sql`
    UPDATE webhook_deliveries AS d
       SET queued_at = now() + make_interval(secs => ${startAfterSeconds})
      FROM jsonb_to_recordset(${JSON.stringify(jobs)}::jsonb) AS j("businessId" uuid, "deliveryId" uuid)
     WHERE d.business_id = j."businessId" AND d.id = j."deliveryId"`);
}
