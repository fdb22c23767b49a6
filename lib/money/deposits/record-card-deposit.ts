import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, type Tx } from "@/db/client";
import { businesses, invoices, payments, quoteConversions, quotes } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { deliverRecordedEmails } from "@/lib/email/send-email";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { emitInvoicePaidIfPaid } from "@/lib/money/payments/emit-invoice-paid";
import { settleInvoice } from "@/lib/money/ledger/settle-invoice";
import { recordDepositNotices } from "@/lib/money/payments/notices/record-deposit-notices";
import type { CardPayment } from "@/lib/money/payments/record-card-payment";
import { creditQuoteDeposits } from "./credit-quote-deposits";
import { insertQuoteDeposit } from "./insert-quote-deposit";
import { ledgerCreditedDeposits } from "../ledger/ledger-credited-deposits";

/** The Checkout metadata's mark of a quote's deposit (create-deposit-checkout.ts). */
export const QUOTE_DEPOSIT_PURPOSE = "quote_deposit";

export type CardDepositOutcome = { outcome: "recorded"; paymentId: string; creditedToInvoice: string | null } | { outcome: "duplicate"; paymentId: string };

/**
 * A quote's deposit Stripe confirmed (checkout.session.completed or payment_intent.succeeded of a
 * session create-deposit-checkout.ts made): the quote named in the metadata must belong to the
 * business whose connected account sent the event and to the customer named with it, else it is
 * refused. Exactly once per PaymentIntent — the same per-reference advisory lock as invoice card
 * payments plus the unique `payments.provider_ref`, so a redelivery, the second event type or
 * concurrent deliveries add nothing. The deposit is written as staff's are (insert-quote-deposit.ts)
 * under the quote's row lock, which the conversion to an invoice takes too; the money was taken,
 * so no state of the quote refuses it. If the quote already has its invoice, the deposit is
 * credited to it as the conversion credits (a draft: attached and counted as paid; an issued one:
 * settled and entered in the ledger); an invoice it no longer fits (paid, void, or settled past
 * it) leaves it on the quote, for staff to refund. Then the owner and customer are told.
 */
export async function recordCardDeposit(event: CardPayment): Promise<CardDepositOutcome> {
  const quoteId = event.metadata?.quote_id ?? "";
  const businessId = event.metadata?.business_id ?? "";
  const customerId = event.metadata?.customer_id ?? "";
  if (!quoteId || !businessId || !customerId) throw new DomainError("unprocessable", "The deposit names no quote");
  if (event.currency.toLowerCase() !== "usd") throw new DomainError("unprocessable", "Only USD payments are accepted");
  if (!Number.isSafeInteger(event.amountCents) || event.amountCents <= 0) throw new DomainError("unprocessable", "The payment has no amount");
  const scope: BusinessScope = { businessId };
  const actor: MoneyActor = { type: "stripe", eventId: event.eventId };

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stripe-payment:${event.providerRef}`}))`);
    const [existing] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerRef, event.providerRef));
    if (existing) return { outcome: "duplicate", paymentId: existing.id } as const;

    const [owner] = await tx
      .select({ id: quotes.id, accountId: businesses.stripeAccountId, customerId: quotes.customerId })
      .from(quotes)
      .innerJoin(businesses, eq(businesses.id, quotes.businessId))
      .where(and(sql`${quotes.id}::text = ${quoteId}`, sql`${quotes.businessId}::text = ${businessId}`))
      .for("update", { of: quotes });
    if (!owner) throw new DomainError("unprocessable", "The deposit names a quote of no such business");
    if (!owner.accountId || owner.accountId !== event.accountId) throw new DomainError("unprocessable", "The payment came from another Stripe account than the business's");
    if (owner.customerId !== customerId) throw new DomainError("unprocessable", "The deposit names another customer than the quote's");

    const { paymentId } = await insertQuoteDeposit(tx, scope, { quoteId: owner.id, amountCents: event.amountCents, method: "stripe", note: null, providerRef: event.providerRef }, actor);
    const credited = await creditToQuoteInvoice(tx, scope, owner.id, { paymentId, cents: event.amountCents });
    const notices = await recordDepositNotices(tx, scope, { paymentId, quoteId: owner.id, amountCents: event.amountCents }, "card");
    return { outcome: "recorded", paymentId, credited, notices } as const;
  });
  if (result.outcome === "duplicate") return result;
  await deliverRecordedEmails(result.notices, db);
  const { credited } = result;
  // Settling an issued invoice in full is its `invoice.paid`, as any payment's (after the commit).
  if (credited?.status === "paid")
    await emitInvoicePaidIfPaid(scope, { paymentId: result.paymentId, invoiceId: credited.invoiceId, amountCents: event.amountCents, balanceCents: 0, status: "paid" }, "card");
  return { outcome: "recorded", paymentId: result.paymentId, creditedToInvoice: credited?.invoiceId ?? null };
}

/** A deposit that lands after the quote's invoice was made goes onto it, as the conversion would have put it. */
async function creditToQuoteInvoice(tx: Tx, scope: BusinessScope, quoteId: string, { paymentId, cents }: { paymentId: string; cents: number }): Promise<{ invoiceId: string; status: string } | null> {
  const [made] = await tx
    .select({ invoiceId: quoteConversions.invoiceId, status: invoices.status, customerId: invoices.customerId })
    .from(quoteConversions)
    .innerJoin(invoices, and(eq(invoices.businessId, quoteConversions.businessId), eq(invoices.id, quoteConversions.invoiceId)))
    .where(and(eq(quoteConversions.businessId, scope.businessId), eq(quoteConversions.quoteId, quoteId), eq(quoteConversions.kind, "invoice")));
  if (!made?.invoiceId) return null;
  if (made.status === "draft") {
    // A draft holds nothing in the ledger: its deposits enter it when it is issued.
    await creditQuoteDeposits(tx, scope, { quoteId, invoiceId: made.invoiceId });
    return { invoiceId: made.invoiceId, status: "draft" };
  }
  const settled = await settleInvoice(tx, scope, made.invoiceId, cents);
  if (!settled) return null;
  await tx
    .update(payments)
    .set({ invoiceId: made.invoiceId })
    .where(and(eq(payments.businessId, scope.businessId), eq(payments.id, paymentId)));
  await ledgerCreditedDeposits(tx, scope, { id: made.invoiceId, customerId: made.customerId });
  return { invoiceId: made.invoiceId, status: settled.status };
}
