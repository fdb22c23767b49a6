import "server-only";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";
import { AUTOPAY_QUEUE } from "@/lib/money/invoices/schedule-autopay";
import { sendDeliveryJobs, sendWorkerJob } from "@/lib/webhooks/webhook-job-sender";
import { issueInvoice } from "./issue-invoice";
import type { MoneyActor } from "@/lib/foundation/money-actor";

/**
 * "Send" (single, batch, API v1): issues the draft (issue-invoice.ts: ledger, audit, the
 * customer told, webhook recorded, autopay scheduled), then hands the webhook deliveries and
 * the autopay nudge to the worker's queues, so they go within seconds rather than at the next
 * sweep or minute.
 */
export async function sendInvoice(scope: BusinessScope, input: { invoiceId: string }, actor: MoneyActor): Promise<{ id: string; status: "pending" }> {
  const issued = await issueInvoice(db, scope, input, actor);
  await sendDeliveryJobs(issued.webhookDeliveryIds.map((deliveryId) => ({ businessId: scope.businessId, deliveryId })));
  if (issued.autopayScheduled) await sendWorkerJob(AUTOPAY_QUEUE, { invoiceId: issued.id });
  return { id: issued.id, status: "pending" };
}
