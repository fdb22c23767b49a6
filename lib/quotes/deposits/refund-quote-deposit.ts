import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, payments } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import { refundedCents } from "@/lib/payments/apply-refund";
import { refundPayment } from "@/lib/payments/refund-payment";
import { recordCardRefund } from "@/lib/payments/record-card-refund";
import { stripeClient } from "@/lib/payments/stripe-client";
import type { RefundQuoteDepositInput } from "./deposit-schema";
import { markDepositRefunded } from "./mark-deposit-refunded";

export type RefundedDeposit = { paymentId: string; quoteId: string; amountCents: number; invoiceId: string | null };

/**
 * Staff refund a quote's deposit from the quote's page (manage_billing, like any refund). Once
 * the quote's invoice holds it, it is that invoice's payment and refunded as one (refund-payment.ts:
 * the invoice is owed again). Before that there is no ledger to write to — a ledger entry belongs
 * to an invoice — so the deposit is refunded whole: a card one in Stripe first (on the connected
 * account, keyed by the payment so a retry gets Stripe's first refund back), then recorded by
 * markDepositRefunded — the path charge.refunded takes too, so whichever comes second adds
 * nothing; a manual one is recorded as paid back. The payment's status says "refunded" (with
 * refunded_at), the quote's figures list it as "Deposit refunded", and nothing of it is credited
 * to the invoice made later (credit-quote-deposits.ts takes succeeded deposits only). Audited.
 */
export async function refundQuoteDeposit(scope: BusinessScope, input: RefundQuoteDepositInput, actor: MoneyActor): Promise<RefundedDeposit> {
  const [payment] = await db
    .select({
      id: payments.id,
      quoteId: payments.quoteId,
      invoiceId: payments.invoiceId,
      amountCents: payments.amountCents,
      method: payments.method,
      status: payments.status,
      providerRef: payments.providerRef,
      accountId: businesses.stripeAccountId,
    })
    .from(payments)
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .where(and(eq(payments.id, input.paymentId), eq(payments.businessId, scope.businessId)));
  if (!payment?.quoteId) throw new DomainError("not_found", "Deposit not found");
  const quoteId = payment.quoteId;
  if (payment.invoiceId) {
    const left = payment.amountCents - (await refundedCents(db, { id: payment.id, businessId: scope.businessId }));
    const refunded = await refundPayment(scope, { paymentId: payment.id, amountCents: Math.max(left, 1), reason: input.reason }, actor);
    return { paymentId: payment.id, quoteId, amountCents: refunded.amountCents, invoiceId: refunded.invoiceId };
  }
  if (payment.status === "refunded") throw new DomainError("conflict", "This deposit is already refunded");
  if (payment.status !== "succeeded") throw new DomainError("conflict", "Only a completed payment can be refunded");

  if (payment.method !== "stripe") {
    await db.transaction(async (tx) => {
      if (!(await markDepositRefunded(tx, scope, payment.id, { actor, reason: input.reason })))
        throw new DomainError("conflict", "This deposit was just credited to the quote's invoice; refund it there");
    });
    return { paymentId: payment.id, quoteId, amountCents: payment.amountCents, invoiceId: null };
  }

  if (!payment.providerRef?.startsWith("pi_") || !payment.accountId) throw new DomainError("conflict", "This card payment cannot be refunded from here: refund it in your Stripe dashboard");
  const refund = await createDepositRefund(payment.accountId, payment.providerRef, payment.amountCents, payment.id, scope.businessId);
  await writeAuditEntry(db, {
    businessId: scope.businessId,
    actor: auditActor(actor),
    action: "quote.deposit_refund_requested",
    target: { type: "quote", id: quoteId },
    meta: auditMeta(actor, { paymentId: payment.id, amountCents: refund.amount, reason: input.reason, stripeRefundId: refund.id }),
    ip: actor.ip,
  });
  // Recorded as charge.refunded records it: on the deposit, or — if the invoice took it meanwhile — on that invoice.
  await recordCardRefund({ eventId: refund.id, accountId: payment.accountId, providerRef: payment.providerRef, amountRefundedCents: refund.amountRefunded, by: { actor, reason: input.reason } });
  const [after] = await db.select({ invoiceId: payments.invoiceId }).from(payments).where(and(eq(payments.id, payment.id), eq(payments.businessId, scope.businessId)));
  return { paymentId: payment.id, quoteId, amountCents: payment.amountCents, invoiceId: after?.invoiceId ?? null };
}

async function createDepositRefund(accountId: string, intent: string, cents: number, paymentId: string, businessId: string): Promise<{ id: string; amount: number; amountRefunded: number }> {
  try {
    const refund = await stripeClient().refunds.create(
      { payment_intent: intent, amount: cents, metadata: { payment_id: paymentId, business_id: businessId }, expand: ["charge"] },
      { stripeAccount: accountId, idempotencyKey: `deposit-refund:${paymentId}` },
    );
    const charge = typeof refund.charge === "object" && refund.charge ? refund.charge : null;
    return { id: refund.id, amount: refund.amount, amountRefunded: charge?.amount_refunded ?? refund.amount };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const e = error as { message?: string; statusCode?: number };
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500 && e.message) throw new DomainError("conflict", `Stripe refused the refund: ${e.message}`);
    console.error("Stripe: deposit refund failed", error);
    throw new DomainError("conflict", "The payment service could not be reached. Please try again in a moment.");
  }
}
