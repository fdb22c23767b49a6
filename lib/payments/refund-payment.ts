import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, invoices, payments } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import { applyRefund, refundedCents, refuseRefund } from "./apply-refund";
import { refundCardPayment } from "./refund-card-payment";
import type { RefundPaymentInput } from "./refund-schema";

export type RefundedPayment = { paymentId: string; invoiceId: string; amountCents: number; balanceCents: number; status: "pending" | "overdue" | "paid" };

/**
 * Staff refund all or part of a recorded payment (issue 12; manage_billing, checked by the
 * callers). A card payment is refunded in Stripe first (refund-card-payment.ts) and recorded
 * through the webhook's own path; a manual one (cash, cheque, bank transfer) is recorded here:
 * the payment row is locked FOR UPDATE, so concurrent refunds queue and the one that would take
 * the refunds past the payment is refused, then applyRefund puts the amount back on the
 * invoice (owed again), with the ledger entry, customer balance and audit row in the same
 * transaction. Payments of a void invoice are refused, as the webhook refuses them.
 */
export async function refundPayment(scope: BusinessScope, input: RefundPaymentInput, actor: MoneyActor): Promise<RefundedPayment> {
  const [payment] = await db
    .select({ id: payments.id, method: payments.method, invoiceId: payments.invoiceId })
    .from(payments)
    .where(and(eq(payments.id, input.paymentId), eq(payments.businessId, scope.businessId)));
  if (!payment) throw new DomainError("not_found", "Payment not found");
  // A quote's deposit is refunded like any payment once it is credited to the quote's invoice.
  const invoiceId = payment.invoiceId;
  if (!invoiceId) throw new DomainError("conflict", "This deposit is not on an invoice yet; refund it from its quote");
  if (payment.method === "stripe") await refundCardPayment(scope, input, actor);
  else await refundManualPayment(scope, input, actor);
  const [invoice] = await db
    .select({ status: invoices.status, amountCents: invoices.amountCents, amountPaidCents: invoices.amountPaidCents })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.businessId, scope.businessId)));
  return {
    paymentId: payment.id,
    invoiceId,
    amountCents: input.amountCents,
    balanceCents: invoice.amountCents - invoice.amountPaidCents,
    status: invoice.status as RefundedPayment["status"],
  };
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
