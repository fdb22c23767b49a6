import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { invoices, payments } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";

/**
 * Credits a quote's deposits to the invoice made from it, inside the conversion's transaction
 * (convert-quote-to-invoice.ts): each deposit payment is attached to the invoice and the
 * invoice's paid amount moves by what is left of them — a deposit less what was refunded of it
 * before (record-deposit-refund.ts) — so its balance due is total − deposits kept. The invoice
 * is a draft then, and a draft holds nothing in the ledger (check-ledger-invariant.ts); the
 * deposits' ledger entries are written when it is issued (ledgerUnrecordedPayments). Answers
 * the cents credited.
 */
export async function creditQuoteDeposits(tx: Tx, scope: BusinessScope, input: { quoteId: string; invoiceId: string }): Promise<number> {
  const credited = await tx
    .update(payments)
    .set({ invoiceId: input.invoiceId })
    .where(and(eq(payments.businessId, scope.businessId), eq(payments.quoteId, input.quoteId), isNull(payments.invoiceId), eq(payments.status, "succeeded")))
    .returning({ amountCents: payments.amountCents, refundedCents: payments.refundedBeforeInvoiceCents });
  const cents = credited.reduce((sum, payment) => sum + payment.amountCents - payment.refundedCents, 0);
  if (cents > 0)
    await tx
      .update(invoices)
      .set({ amountPaidCents: sql`${invoices.amountPaidCents} + ${cents}`, updatedAt: sql`now()` })
      .where(and(eq(invoices.id, input.invoiceId), eq(invoices.businessId, scope.businessId)));
  return cents;
}
