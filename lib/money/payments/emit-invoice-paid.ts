import "server-only";
import type { BusinessScope } from "@/lib/foundation/scope";
import { centsToDollars } from "@/lib/format/money";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import type { AppliedCredit, RecordedPayment } from "../ledger/settlement-views";

/**
 * `invoice.paid` once a payment (manual or card) has brought the balance to zero; called
 * inside the payment's transaction (the outbox), so a receiver never hears of an unrecorded payment
 * and no recorded payment goes untold.
 */
export async function emitInvoicePaidIfPaid(scope: BusinessScope, payment: RecordedPayment, method: string): Promise<void> {
  if (payment.status !== "paid") return;
  await emitInvoicePaid(scope, payment.invoiceId, { payment: { id: payment.paymentId, amount: centsToDollars(payment.amountCents), method } });
}

/** The same event when a credit settled the rest: the body names the credit instead of a payment. */
export async function emitInvoicePaidByCredit(scope: BusinessScope, credit: AppliedCredit): Promise<void> {
  if (credit.status !== "paid") return;
  await emitInvoicePaid(scope, credit.invoiceId, { credit: { id: credit.ledgerEntryId, amount: centsToDollars(credit.amountCents), reason: credit.reason } });
}

async function emitInvoicePaid(scope: BusinessScope, invoiceId: string, settledBy: Record<string, unknown>): Promise<void> {
  await emitWebhookEvent({ businessId: scope.businessId, type: "invoice.paid", data: { invoice: { id: invoiceId, status: "paid", balance: 0 }, ...settledBy } });
}
