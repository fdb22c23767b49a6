import "server-only";
import { db } from "@/db/client";
import { sendWorkerJob } from "@/lib/webhooks/webhook-job-sender";
import { AUTOPAY_QUEUE, scheduleAutopay } from "./schedule-autopay";

/**
 * The app's side of autopay when an invoice is issued: schedule attempt 1 and nudge the
 * worker's autopay queue so it is charged within seconds. Never undoes or fails the send: an
 * error is logged and the worker's every-minute run still finds a scheduled attempt.
 */
export async function startAutopayFor(invoice: { businessId: string; customerId: string; invoiceId: string }): Promise<void> {
  try {
    if (await scheduleAutopay(db, invoice)) await sendWorkerJob(AUTOPAY_QUEUE, { invoiceId: invoice.invoiceId });
  } catch (error) {
    console.error("autopay: could not schedule the charge", error);
  }
}
