import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { deliverWebhook, type DeliveryOutcome } from "./deliver-webhook";
import { rowsOf } from "./rows-of";
import { sendDeliveryJobs } from "./webhook-job-sender";

export const WEBHOOK_DELIVERY_NOT_FOUND = "Webhook delivery not found";

/**
 * Re-sends a delivery: a new delivery row with the same event and payload (receivers may
 * de-duplicate by the event id) to the same endpoint, attempted at once so the owner sees the
 * answer; a failure retries with back-off like any delivery. The endpoint must still exist.
 */
export async function resendWebhookDelivery(scope: BusinessScope, deliveryId: string): Promise<{ deliveryId: string; outcome: DeliveryOutcome }> {
  const [copy] = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO webhook_deliveries (business_id, endpoint_id, event_type, event_id, payload, next_attempt_at)
      SELECT d.business_id, d.endpoint_id, d.event_type, d.event_id, d.payload, now()
        FROM webhook_deliveries AS d
        JOIN webhook_endpoints AS e ON e.business_id = d.business_id AND e.id = d.endpoint_id AND e.disabled_at IS NULL
       WHERE d.business_id = ${scope.businessId}::uuid AND d.id = ${deliveryId}::uuid
      RETURNING id`),
  );
  if (!copy) throw new DomainError("not_found", WEBHOOK_DELIVERY_NOT_FOUND);
  const outcome = await deliverWebhook(db, { businessId: scope.businessId, deliveryId: copy.id }, {
    scheduleRetry: async (job, afterSeconds) => {
      await sendDeliveryJobs([job], { startAfterSeconds: afterSeconds });
    },
  });
  return { deliveryId: copy.id, outcome };
}
