import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { CustomerScope } from "@/lib/foundation/scope";
import { customerNotFound } from "@/lib/customers/customer-errors";

export type LedgerPageRow = {
  id: string;
  kind: string;
  amountCents: number;
  /** The customer's balance after this entry: the running sum of the ledger, oldest first. */
  balanceCents: number;
  invoiceId: string;
  paymentId: string | null;
  memo: string | null;
  createdAt: string;
  /** The keyset position at full (microsecond) precision; an ISO string would round it to milliseconds. */
  cursorAt: string;
};

/**
 * One keyset page of a customer's ledger, oldest first, each entry with the running balance
 * (a window over the customer's entries, on the (business_id, customer_id, created_at) index).
 * `after` is the last row's [cursorAt, id]; limit + 1 rows so the caller knows whether there is
 * more. A customer of another business (or none) is "not found", in the same statement.
 */
export async function listCustomerLedgerPage(scope: CustomerScope, query: { limit: number; after: [string, string] | null }): Promise<LedgerPageRow[]> {
  const afterAt = query.after?.[0] ?? null;
  const afterId = query.after?.[1] ?? null;
  const rows = await db.execute<{
    customer_exists: boolean;
    id: string | null;
    kind: string | null;
    amount_cents: string | number | null;
    balance_cents: string | number | null;
    invoice_id: string | null;
    payment_id: string | null;
    memo: string | null;
    created_at: Date | string | null;
    cursor_at: string | null;
  }>(sql`
    with entries as (
      select l.id, l.kind, l.amount_cents, l.invoice_id, l.payment_id, l.memo, l.created_at, l.created_at::text as cursor_at,
             sum(l.amount_cents) over (order by l.created_at, l.id) as balance_cents
      from ledger_entries l
      where l.business_id = ${scope.businessId} and l.customer_id = ${scope.customerId}
    ), page as (
      select * from entries
      where ${afterAt}::timestamptz is null or (created_at, id) > (${afterAt}::timestamptz, ${afterId}::uuid)
      order by created_at, id
      limit ${query.limit + 1}
    )
    select exists (select 1 from customers c where c.business_id = ${scope.businessId} and c.id = ${scope.customerId}) as customer_exists, page.*
    from (select 1) one left join page on true
    order by page.created_at, page.id
  `);
  if (!rows[0]?.customer_exists) throw customerNotFound();
  return rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id!,
      kind: row.kind!,
      amountCents: Number(row.amount_cents),
      balanceCents: Number(row.balance_cents),
      invoiceId: row.invoice_id!,
      paymentId: row.payment_id,
      memo: row.memo,
      createdAt: new Date(row.created_at!).toISOString(),
      cursorAt: row.cursor_at!,
    }));
}
