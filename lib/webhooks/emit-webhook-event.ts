import "server-only";
import { db, inWriteTransaction } from "@/db/client";
import { enqueueWebhookEvent } from "./enqueue-webhook-event";
import { sendDeliveryJobs } from "./webhook-job-sender";
import type { WebhookEventType } from "./webhook-events";

/**
 * What a domain operation calls INSIDE the transaction of the write it tells of (the outbox,
 * issue 44 item 2; docs/decisions/webhooks-outbox.md): one delivery row per subscribed endpoint,
 * through the ambient transaction (`inWriteTransaction`), so the event commits or rolls back
 * with the write. A failure to record it throws and the write fails with it — a committed
 * write is never without its event. The delivery jobs are queued after the commit
 * (`afterCommit`); one lost there (a crash, pg-boss out of reach) is queued by the worker's
 * sweep. Called outside any transaction, it opens one of its own (the old, after-commit shape).
 */
export async function emitWebhookEvent(event: { businessId: string; type: WebhookEventType; data: Record<string, unknown> }): Promise<void> {
  await inWriteTransaction(async () => {
    const { deliveryIds } = await enqueueWebhookEvent(db, event);
    await sendDeliveryJobs(deliveryIds.map((deliveryId) => ({ businessId: event.businessId, deliveryId })));
  });
}
