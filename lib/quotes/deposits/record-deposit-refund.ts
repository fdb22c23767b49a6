import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { payments } from "@/db/schema";
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
 * past the deposit is refused. Answers false, writing nothing, when the deposit is no longer
 * refundable here — an invoice took it meanwhile, or it is not a succeeded deposit.
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
  if (!deposit?.quoteId || deposit.invoiceId !== null || deposit.status !== "succeeded") return false;
  const left = deposit.amountCents - deposit.refundedCents;
  if (refund.cents > left) throw new DomainError("unprocessable", `The refund exceeds the ${formatCents(left)} of this deposit not yet refunded`, { field: "amountCents" });
  const refunded = deposit.refundedCents + refund.cents;
  await tx
    .update(payments)
    .set({ refundedBeforeInvoiceCents: refunded, refundedAt: sql`now()`, ...(refunded >= deposit.amountCents ? { status: "refunded" } : {}) })
    .where(and(eq(payments.id, paymentId), eq(payments.businessId, scope.businessId)));
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
