import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";

export type LedgerDrift = { invoiceId: string; status: string; expectedBalanceCents: number; ledgerBalanceCents: number };

/**
 * The ledger's invariant, per invoice of a business: the balance the invoice row implies
 * (nothing for a draft or a void invoice, amount − paid otherwise) equals the sum of its
 * ledger entries. Answers every invoice that breaks it; an empty list means no drift.
 */
export async function checkLedgerInvariant(db: DbOrTx, scope: BusinessScope): Promise<LedgerDrift[]> {
  const rows = await db.execute<{ invoice_id: string; status: string; expected: string | number; ledger: string | number }>(sql`
    select i.id as invoice_id, i.status,
           case when i.status in ('draft', 'void') then 0 else i.amount_cents - i.amount_paid_cents end as expected,
           coalesce((select sum(l.amount_cents) from ledger_entries l
                     where l.business_id = i.business_id and l.invoice_id = i.id), 0) as ledger
    from invoices i
    where i.business_id = ${scope.businessId}::uuid`);
  return rows
    .map((row) => ({ invoiceId: row.invoice_id, status: row.status, expectedBalanceCents: Number(row.expected), ledgerBalanceCents: Number(row.ledger) }))
    .filter((row) => row.expectedBalanceCents !== row.ledgerBalanceCents);
}

export type CustomerBalanceDrift = { customerId: string; outstandingBalanceCents: number; ledgerBalanceCents: number };

/** The customer side of the invariant: each customer's outstanding balance = their ledger sum. */
export async function checkCustomerBalances(db: DbOrTx, scope: BusinessScope): Promise<CustomerBalanceDrift[]> {
  const rows = await db.execute<{ customer_id: string; outstanding: string | number; ledger: string | number }>(sql`
    select c.id as customer_id, c.outstanding_balance_cents as outstanding,
           coalesce((select sum(l.amount_cents) from ledger_entries l
                     where l.business_id = c.business_id and l.customer_id = c.id), 0) as ledger
    from customers c
    where c.business_id = ${scope.businessId}::uuid`);
  return rows
    .map((row) => ({ customerId: row.customer_id, outstandingBalanceCents: Number(row.outstanding), ledgerBalanceCents: Number(row.ledger) }))
    .filter((row) => row.outstandingBalanceCents !== row.ledgerBalanceCents);
}
