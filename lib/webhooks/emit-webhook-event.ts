import "server-only";
import { db } from "@/db/client";
import { enqueueWebhookEvent } from "./enqueue-webhook-event";
import { sendDeliveryJobs } from "./webhook-job-sender";
import type { WebhookEventType } from "./webhook-events";

/**
 * What the domain operations call once their change is committed: record a delivery for each
 * subscribed endpoint and hand them to the queue. Never throws — a webhook must not undo or
 * fail the customer's approval or the owner's invoice — so a failure is only logged. (A
 * crash between the operation's commit and this call loses the event; deliveries recorded
 * here are never lost, the worker's sweep sends any the queue did not get.)
 */
export async function emitWebhookEvent(event: { businessId: string; type: WebhookEventType; data: Record<string, unknown> }): Promise<void> {
  try {
    const { deliveryIds } = await enqueueWebhookEvent(db, event);
    await sendDeliveryJobs(deliveryIds.map((deliveryId) => ({ businessId: event.businessId, deliveryId })));
  } catch (error) {
    console.error(`[webhooks] could not record the ${event.type} event:`, error);
  }
}
