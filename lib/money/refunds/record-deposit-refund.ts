import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { invoices, payments } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import { formatCents } from "@/lib/format/money";

/**
 * `cents` of a deposit no invoice holds, recorded as refunded — the one write of every refund made
 * before the quote's invoice (staff's, the API's, Stripe's charge.refunded): the payment's
 * refunded_before_invoice_cents grows (refunded_at stamped), its status becomes `refunded` once
 * that reaches the deposit, and `quote.deposit_refunded` is audited. The row is locked FOR UPDATE
 * (the conversion's crediting takes the same lock), so refunds queue and the one that would go
 * past the deposit is refused. A deposit credited to an invoice still in draft is refunded here too,
 * the draft's paid amount lowered by it. Answers false, writing nothing, when the deposit is no
 * longer refundable here — an issued invoice holds it, or it is not a succeeded deposit.
 */
export async function recordDepositRefund(tx: Tx, scope: BusinessScope, paymentId: string, refund: { cents: number; actor: MoneyActor; reason: string }): Promise<boolean> {
  const [deposit] = await tx
    .select({
      quoteId: payments.quoteId,
      invoiceId: payments.invoiceId,
      status: payments.status,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedBeforeInvoiceCents,
      method: payments.method,
    })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.businessId, scope.businessId)))
    .for("update");
  if (!deposit?.quoteId || deposit.status !== "succeeded") return false;
  if (deposit.invoiceId !== null) {
    // Credited to a draft: the draft is no document yet (no ledger entry is allowed on it), so the
    // refund is the deposit's own and the draft is credited that much less. Once the invoice is
    // issued the deposit is refunded on it, like any payment.
    const [invoice] = await tx
      .select({ status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.id, deposit.invoiceId), eq(invoices.businessId, scope.businessId)))
      .for("update");
    if (invoice?.status !== "draft") return false;
  }
  const left = deposit.amountCents - deposit.refundedCents;
  if (refund.cents > left) throw new DomainError("unprocessable", `The refund exceeds the ${formatCents(left)} of this deposit not yet refunded`, { field: "amountCents" });
  const refunded = deposit.refundedCents + refund.cents;
  await tx
    .update(payments)
    .set({ refundedBeforeInvoiceCents: refunded, refundedAt: sql`now()`, ...(refunded >= deposit.amountCents ? { status: "refunded" } : {}) })
    .where(and(eq(payments.id, paymentId), eq(payments.businessId, scope.businessId)));
  if (deposit.invoiceId !== null) {
    await tx
      .update(invoices)
      .set({ amountPaidCents: sql`${invoices.amountPaidCents} - ${refund.cents}`, updatedAt: sql`now()` })
      .where(and(eq(invoices.id, deposit.invoiceId), eq(invoices.businessId, scope.businessId)));
  }
  await writeAuditEntry(tx, {
    businessId: scope.businessId,
    actor: auditActor(refund.actor),
    action: "quote.deposit_refunded",
    target: { type: "quote", id: deposit.quoteId },
    meta: auditMeta(refund.actor, { paymentId, amountCents: refund.cents, refundedCents: refunded, method: deposit.method, reason: refund.reason }),
    ip: refund.actor.ip,
  });
  return true;
}
