import "server-only";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { db } from "@/db/client";
import { businesses, invoices, payments } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import { refundedCents, refuseRefund } from "./apply-refund";
import { recordCardRefund } from "./record-card-refund";
import type { RefundPaymentInput } from "./refund-schema";
import { stripeClient } from "../stripe/stripe-client";

/**
 * A staff refund of a card payment: Stripe refunds the PaymentIntent on the business's
 * connected account, then the refund is recorded by recordCardRefund — the path
 * charge.refunded takes — with the charge's cumulative refunded amount, so whichever of the
 * two arrives second adds nothing. The idempotency key names the payment, what was refunded
 * before and the amount: a double click or a retry after a lost answer gets Stripe's first
 * refund back instead of a second one. No transaction is held while Stripe answers; Stripe
 * itself refuses a refund beyond the charge. A refusal from Stripe changes nothing here. The
 * audit log has the request (`invoice.refund_requested`: who, why, Stripe's refund id) and the
 * recording (`invoice.refund_recorded`, by the staff member, or by Stripe when its webhook won).
 */
export async function refundCardPayment(scope: BusinessScope, input: RefundPaymentInput, actor: MoneyActor): Promise<void> {
  const [payment] = await db
    .select({
      id: payments.id,
      businessId: payments.businessId,
      invoiceId: invoices.id,
      amountCents: payments.amountCents,
      status: payments.status,
      providerRef: payments.providerRef,
      invoiceStatus: invoices.status,
      accountId: businesses.stripeAccountId,
    })
    .from(payments)
    .innerJoin(invoices, and(eq(invoices.id, payments.invoiceId), eq(invoices.businessId, payments.businessId)))
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .where(and(eq(payments.id, input.paymentId), eq(payments.businessId, scope.businessId)));
  if (!payment) throw new DomainError("not_found", "Payment not found");
  const before = await refundedCents(db, payment);
  refuseRefund({ ...payment, refundedCents: before }, input.amountCents);
  if (!payment.providerRef?.startsWith("pi_") || !payment.accountId) throw new DomainError("conflict", "This card payment cannot be refunded from here: refund it in your Stripe dashboard");

  const refund = await createStripeRefund(payment.accountId, {
    payment_intent: payment.providerRef,
    amount: input.amountCents,
    metadata: { payment_id: payment.id, business_id: payment.businessId },
    expand: ["charge"],
  }, `refund:${payment.id}:${before}:${input.amountCents}`);
  // Who asked Stripe, at once: the refund exists in Stripe now, whichever path then records it.
  await writeAuditEntry(db, {
    businessId: payment.businessId,
    actor: auditActor(actor),
    action: "invoice.refund_requested",
    target: { type: "invoice", id: payment.invoiceId },
    meta: auditMeta(actor, { paymentId: payment.id, amountCents: refund.amount, reason: input.reason, stripeRefundId: refund.id }),
    ip: actor.ip,
  });
  const charge = typeof refund.charge === "object" && refund.charge ? refund.charge : null;
  await recordCardRefund({
    eventId: refund.id,
    accountId: payment.accountId,
    providerRef: payment.providerRef,
    amountRefundedCents: charge?.amount_refunded ?? before + refund.amount,
    by: { actor, reason: input.reason },
  });
}

/** A refund on the connected account; Stripe's refusal answered as a 409 naming it (shared with refund-deposit-before-invoice.ts). */
export async function createStripeRefund(accountId: string, params: Stripe.RefundCreateParams, idempotencyKey: string): Promise<Stripe.Refund> {
  try {
    return await stripeClient().refunds.create(params, { stripeAccount: accountId, idempotencyKey });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const e = error as { type?: string; message?: string; statusCode?: number };
    // Stripe said no (already refunded, a disputed charge, an account that cannot refund): say why.
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500 && e.message) {
      console.warn(`Stripe refused a refund: ${e.message}`);
      throw new DomainError("conflict", `Stripe refused the refund: ${e.message}`);
    }
    console.error("Stripe: refund failed", error);
    throw new DomainError("conflict", "The payment service could not be reached. Please try again in a moment.");
  }
}
