import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, inWriteTransaction } from "@/db/client";
import { businesses, invoices, payments } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { applyPayment } from "@/lib/money/payments/record-payment";
import type { RecordedPayment } from "@/lib/money/ledger/settlement-views";
import { emitInvoicePaidIfPaid } from "@/lib/money/payments/emit-invoice-paid";
import { deliverRecordedEmails } from "@/lib/email/send-email";

export type CardPayment = {
  /** Stripe's event id (kept in the audit row). */
  eventId: string;
  /** The connected account the event came from (`event.account`). */
  accountId: string | null;
  /** The PaymentIntent id: the same for checkout.session.completed and payment_intent.succeeded. */
  providerRef: string;
  amountCents: number;
  currency: string;
  metadata: Record<string, string> | null | undefined;
};

export type CardPaymentOutcome = { outcome: "recorded"; payment: RecordedPayment } | { outcome: "duplicate"; paymentId: string };

/**
 * A card payment Stripe confirmed (webhook): the invoice named in the metadata must belong to
 * the business whose connected account sent the event and to the customer named with it,
 * else it is refused. Recorded exactly once per PaymentIntent: a per-reference advisory lock
 * plus the unique `payments.provider_ref` make a replayed or re-ordered event (or the second
 * event type for the same payment) a no-op. Ledger, balance, audit, the owner's notice and the
 * customer's receipt as a manual payment — so a replay tells no one twice. An autopay charge
 * (metadata `autopay_attempt`) is receipted as such.
 */
export async function recordCardPayment(event: CardPayment): Promise<CardPaymentOutcome> {
  const invoiceId = event.metadata?.invoice_id ?? "";
  const businessId = event.metadata?.business_id ?? "";
  const customerId = event.metadata?.customer_id ?? "";
  if (!invoiceId || !businessId || !customerId) throw new DomainError("unprocessable", "The payment names no invoice");
  if (event.currency.toLowerCase() !== "usd") throw new DomainError("unprocessable", "Only USD payments are accepted");
  if (!Number.isSafeInteger(event.amountCents) || event.amountCents <= 0) throw new DomainError("unprocessable", "The payment has no amount");

  const result = await inWriteTransaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stripe-payment:${event.providerRef}`}))`);
    const [existing] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerRef, event.providerRef));
    if (existing) return { outcome: "duplicate", paymentId: existing.id } as const;

    const [owner] = await tx
      .select({ accountId: businesses.stripeAccountId, customerId: invoices.customerId })
      .from(invoices)
      .innerJoin(businesses, eq(businesses.id, invoices.businessId))
      .where(and(sql`${invoices.id}::text = ${invoiceId}`, sql`${invoices.businessId}::text = ${businessId}`));
    if (!owner) throw new DomainError("unprocessable", "The payment names an invoice of no such business");
    if (!owner.accountId || owner.accountId !== event.accountId) throw new DomainError("unprocessable", "The payment came from another Stripe account than the business's");
    if (owner.customerId !== customerId) throw new DomainError("unprocessable", "The payment names another customer than the invoice's");

    const applied = await applyPayment(
      tx,
      { businessId },
      { invoiceId, amountCents: event.amountCents, method: "stripe", note: null, providerRef: event.providerRef, viaAutopay: Boolean(event.metadata?.autopay_attempt) },
      { type: "stripe", eventId: event.eventId },
    );
    // invoice.paid commits with the payment that paid it (the outbox, emit-webhook-event.ts).
    await emitInvoicePaidIfPaid({ businessId }, applied.payment, "card");
    return { outcome: "recorded", ...applied } as const;
  });
  if (result.outcome === "duplicate") return result;
  await deliverRecordedEmails(result.notices, db);
  return { outcome: "recorded", payment: result.payment };
}
