import "server-only";
import type { BusinessScope } from "@/lib/core/scope";
import { centsToDollars } from "@/lib/format/money";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import type { RecordedPayment } from "./record-payment";

/**
 * `invoice.paid` once a payment (manual or card) has brought the balance to zero; called
 * after the payment's transaction commits, so a receiver never hears of an unrecorded payment.
 */
export async function emitInvoicePaidIfPaid(scope: BusinessScope, payment: RecordedPayment, method: string): Promise<void> {
  if (payment.status !== "paid") return;
  await emitWebhookEvent({
    businessId: scope.businessId,
    type: "invoice.paid",
    data: { invoice: { id: payment.invoiceId, status: "paid", balance: 0 }, payment: { id: payment.paymentId, amount: centsToDollars(payment.amountCents), method } },
  });
}
