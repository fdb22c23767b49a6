import { and, eq, isNotNull, notExists, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { ledgerEntries, payments } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { appendLedgerEntry } from "@/lib/money/ledger/append-ledger-entry";

/**
 * When an invoice made from a quote is issued, the deposits credited to it while it was a draft
 * (credit-quote-deposits.ts) enter the ledger as payments, right after its "issued" entry, so
 * the ledger sums to total − deposits, the balance the invoice row states. Each enters as what the
 * invoice was credited: the deposit less what was refunded of it before (which the payment row
 * keeps, refunded_before_invoice_cents, and refundedCents counts), so later refunds of it on the
 * invoice are its `refund` entries as for any payment. Not server-only: the
 * worker issues invoices too (issue-invoice.ts).
 */
export async function ledgerCreditedDeposits(tx: Tx, scope: BusinessScope, invoice: { id: string; customerId: string }): Promise<void> {
  const deposits = await tx
    .select({ id: payments.id, amountCents: payments.amountCents, refundedCents: payments.refundedBeforeInvoiceCents, note: payments.note })
    .from(payments)
    .where(
      and(
        eq(payments.businessId, scope.businessId),
        eq(payments.invoiceId, invoice.id),
        isNotNull(payments.quoteId),
        eq(payments.status, "succeeded"),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.businessId, payments.businessId), eq(ledgerEntries.paymentId, payments.id))),
        ),
      ),
    )
    .orderBy(payments.createdAt, payments.id);
  for (const deposit of deposits)
    await appendLedgerEntry(tx, {
      businessId: scope.businessId,
      customerId: invoice.customerId,
      invoiceId: invoice.id,
      paymentId: deposit.id,
      kind: "payment",
      amountCents: -(deposit.amountCents - deposit.refundedCents),
      memo: deposit.note,
    });
}
