import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { customers, ledgerEntries } from "@/db/schema";
import type { LedgerEntryKind } from "@/db/schema/enums";

/**
 * Appends one immutable ledger entry (issue 12 "a ledger that cannot drift"). Only ever called
 * inside the transaction that makes the money change it records, so the two commit or fail
 * together. Signed cents: + owed by the customer (invoice issued, refund), − settled
 * (payment, credit, void). The customer's outstanding balance (spec §3, shown in the portal)
 * moves by the same amount in the same transaction, so it always equals their ledger sum.
 * Answers the entry's id (null when there was nothing to record). Not server-only: the worker
 * issues invoices too (issue-invoice.ts).
 */
export async function appendLedgerEntry(
  tx: Tx,
  entry: { businessId: string; customerId: string; invoiceId: string; paymentId?: string | null; kind: LedgerEntryKind; amountCents: number; memo?: string | null },
): Promise<string | null> {
  if (entry.amountCents === 0) return null;
  const [row] = await tx.insert(ledgerEntries).values({
    businessId: entry.businessId,
    customerId: entry.customerId,
    invoiceId: entry.invoiceId,
    paymentId: entry.paymentId ?? null,
    kind: entry.kind,
    amountCents: entry.amountCents,
    memo: entry.memo ?? null,
  }).returning({ id: ledgerEntries.id });
  await tx
    .update(customers)
    .set({ outstandingBalanceCents: sql`${customers.outstandingBalanceCents} + ${entry.amountCents}` })
    .where(and(eq(customers.id, entry.customerId), eq(customers.businessId, entry.businessId)));
  return row.id;
}
