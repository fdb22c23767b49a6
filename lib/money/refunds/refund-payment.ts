import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, invoices, payments } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import { applyRefund, refundedCents, refuseRefund } from "./apply-refund";
import { refundDepositBeforeInvoice } from "@/lib/money/refunds/refund-deposit-before-invoice";
import { refundCardPayment } from "./refund-card-payment";
import type { RefundPaymentInput } from "./refund-schema";

/** An invoice payment's refund states the invoice after it; a deposit no invoice holds states its quote. */
export type RefundedPayment = { paymentId: string; amountCents: number } & (
  | { invoiceId: string; quoteId?: undefined; balanceCents: number; status: "draft" | "pending" | "overdue" | "paid" }
  | { invoiceId: null; quoteId: string; balanceCents: null; status: null }
);

/**
 * Staff refund all or part of a recorded payment (issue 12; manage_billing, checked by the
 * callers). A card payment is refunded in Stripe first (refund-card-payment.ts) and recorded
 * through the webhook's own path; a manual one (cash, cheque, bank transfer) is recorded here:
 * the payment row is locked FOR UPDATE, so concurrent refunds queue and the one that would take
 * the refunds past the payment is refused, then applyRefund puts the amount back on the
 * invoice (owed again), with the ledger entry, customer balance and audit row in the same
 * transaction. Payments of a void invoice are refused, as the webhook refuses them. A quote's
 * deposit no issued invoice holds yet (none, or a draft) is refunded on the deposit
 * (refund-deposit-before-invoice.ts) — the path of the quote's page and API v1 alike.
 */
export async function refundPayment(scope: BusinessScope, input: RefundPaymentInput, actor: MoneyActor): Promise<RefundedPayment> {
  const [payment] = await db
    .select({ id: payments.id, method: payments.method, invoiceId: payments.invoiceId, invoiceStatus: invoices.status })
    .from(payments)
    .leftJoin(invoices, and(eq(invoices.id, payments.invoiceId), eq(invoices.businessId, payments.businessId)))
    .where(and(eq(payments.id, input.paymentId), eq(payments.businessId, scope.businessId)));
  if (!payment) throw new DomainError("not_found", "Payment not found");
  const invoiceId = payment.invoiceId;
  // No invoice, or one still in draft (only a quote's deposit is on a draft): the deposit's own refund.
  if (!invoiceId || payment.invoiceStatus === "draft") {
    const refund = await refundDepositBeforeInvoice(scope, input, actor);
    // A card deposit the invoice took while Stripe refunded it was recorded on that invoice.
    if (refund.invoiceId) return { ...(await invoiceAfter(scope, refund.invoiceId)), paymentId: payment.id, amountCents: refund.amountCents };
    return { paymentId: payment.id, invoiceId: null, quoteId: refund.quoteId, amountCents: refund.amountCents, balanceCents: null, status: null };
  }
  if (payment.method === "stripe") await refundCardPayment(scope, input, actor);
  else await refundManualPayment(scope, input, actor);
  return { ...(await invoiceAfter(scope, invoiceId)), paymentId: payment.id, amountCents: input.amountCents };
}

async function invoiceAfter(scope: BusinessScope, invoiceId: string) {
  const [invoice] = await db
    .select({ status: invoices.status, amountCents: invoices.amountCents, amountPaidCents: invoices.amountPaidCents })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.businessId, scope.businessId)));
  return { invoiceId, balanceCents: invoice.amountCents - invoice.amountPaidCents, status: invoice.status as "draft" | "pending" | "overdue" | "paid" };
}

async function refundManualPayment(scope: BusinessScope, input: RefundPaymentInput, actor: MoneyActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .select({
        id: payments.id,
        businessId: payments.businessId,
        invoiceId: invoices.id,
        amountCents: payments.amountCents,
        method: payments.method,
        status: payments.status,
        customerId: invoices.customerId,
        invoiceStatus: invoices.status,
      })
      .from(payments)
      .innerJoin(invoices, and(eq(invoices.id, payments.invoiceId), eq(invoices.businessId, payments.businessId)))
      .where(and(eq(payments.id, input.paymentId), eq(payments.businessId, scope.businessId)))
      .for("update", { of: payments });
    if (!payment) throw new DomainError("not_found", "Payment not found");
    const alreadyRefunded = await refundedCents(tx, payment);
    refuseRefund({ ...payment, refundedCents: alreadyRefunded }, input.amountCents);
    await applyRefund(tx, payment, {
      cents: input.amountCents,
      totalRefundedCents: alreadyRefunded + input.amountCents,
      memo: input.reason,
      audit: { actor: auditActor(actor), meta: auditMeta(actor, { method: payment.method, reason: input.reason }), ip: actor.ip },
    });
  });
}
