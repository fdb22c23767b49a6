import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/db/client";
import { invoices, ledgerEntries, payments } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { formatCents } from "@/lib/format/money";
import { appendLedgerEntry } from "@/lib/money/ledger/append-ledger-entry";

/** A payment as a refund needs it, read (and locked) inside the refund's transaction. */
export type RefundablePayment = { id: string; businessId: string; invoiceId: string; customerId: string; amountCents: number };

/**
 * What of the payment is already refunded: the sum of its `refund` ledger entries (the ledger is
 * the record) plus, for a quote's deposit, what was refunded before any invoice held it (no ledger
 * could then; its invoice was credited only the rest — record-deposit-refund.ts).
 */
export async function refundedCents(tx: DbOrTx, payment: { id: string; businessId: string }): Promise<number> {
  const [{ refunded }] = await tx
    .select({
      refunded: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0) + coalesce((select p.refunded_before_invoice_cents from payments p where p.business_id = ${payment.businessId} and p.id = ${payment.id}), 0)`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.businessId, payment.businessId), eq(ledgerEntries.paymentId, payment.id), eq(ledgerEntries.kind, "refund")));
  return Number(refunded);
}

/**
 * Puts `cents` of a payment back on its invoice inside the caller's transaction — the one
 * place both refund paths (Stripe's charge.refunded, staff's refund) write: the invoice's
 * settled amount goes down and it is owed again (paid → pending, or overdue when past due in
 * the business's zone), a `refund` ledger entry (+, which moves the customer's balance too),
 * the payment marked refunded once `totalRefundedCents` reaches it, and an audit row. The
 * caller has serialised refunds of this payment and checked `cents` fits.
 */
export async function applyRefund(
  tx: Tx,
  payment: RefundablePayment,
  refund: { cents: number; totalRefundedCents: number; memo: string; audit: { actor: { type: "staff" | "system"; id: string | null }; meta: Record<string, unknown>; ip?: string | null } },
): Promise<void> {
  await tx
    .update(invoices)
    .set({
      amountPaidCents: sql`${invoices.amountPaidCents} - ${refund.cents}`,
      status: sql`case when ${invoices.dueDate} is not null
          and ${invoices.dueDate} < (now() at time zone (select b.timezone from businesses b where b.id = ${invoices.businessId}))::date
        then 'overdue' else 'pending' end`,
      paidDate: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(invoices.id, payment.invoiceId), eq(invoices.businessId, payment.businessId)));
  if (refund.totalRefundedCents >= payment.amountCents) {
    await tx.update(payments).set({ status: "refunded" }).where(and(eq(payments.id, payment.id), eq(payments.businessId, payment.businessId)));
  }
  await appendLedgerEntry(tx, {
    businessId: payment.businessId,
    customerId: payment.customerId,
    invoiceId: payment.invoiceId,
    paymentId: payment.id,
    kind: "refund",
    amountCents: refund.cents,
    memo: refund.memo,
  });
  await writeAuditEntry(tx, {
    businessId: payment.businessId,
    actor: refund.audit.actor,
    action: "invoice.refund_recorded",
    target: { type: "invoice", id: payment.invoiceId },
    meta: { paymentId: payment.id, amountCents: refund.cents, ...refund.audit.meta },
    ip: refund.audit.ip ?? null,
  });
}

/** Why this refund cannot be made, if it cannot: the invoice is void, the payment did not succeed, or the amount is more than is left to refund. */
export function refuseRefund(payment: { invoiceStatus: string; status: string; amountCents: number; refundedCents: number }, cents: number): void {
  if (payment.invoiceStatus === "void") throw new DomainError("conflict", "This invoice is void: its payments cannot be refunded here");
  const left = payment.amountCents - payment.refundedCents;
  if (left <= 0 || payment.status === "refunded") throw new DomainError("conflict", "This payment is already fully refunded");
  if (payment.status !== "succeeded") throw new DomainError("conflict", "Only a completed payment can be refunded");
  if (cents > left) throw new DomainError("unprocessable", `The refund exceeds the ${formatCents(left)} of this payment not yet refunded`, { field: "amountCents" });
}
