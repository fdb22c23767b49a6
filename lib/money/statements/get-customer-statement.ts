import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { LedgerEntryKind } from "@/db/schema/enums";
import type { CustomerScope } from "@/lib/foundation/scope";
import { customerNotFound } from "@/lib/customers/customer-errors";
import type { DocumentCustomer } from "@/lib/customers/customer-views";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { settlementLabel } from "@/lib/money/documents/document-figures";
import type { StatementRange } from "./statement-range";

export type StatementLine = {
  /** The entry's calendar day in the business's time zone, 'YYYY-MM-DD'. */
  day: string;
  kind: LedgerEntryKind;
  description: string;
  /** Signed cents: + owed by the customer, − settled. */
  amountCents: number;
  /** The customer's balance after this entry. */
  balanceCents: number;
};

export type CustomerStatement = StatementRange & {
  customer: DocumentCustomer;
  openingBalanceCents: number;
  lines: StatementLine[];
  closingBalanceCents: number;
};

/**
 * Only a credit's memo is written for the customer (its reason) and a revision's ("Rev. 2", written
 * by the app); payment notes and void reasons are the staff's. Payments, refunds and credits are
 * named as the invoice's own figures name them (lib/money/documents/document-figures.ts settlementLabel).
 */
function describe(kind: LedgerEntryKind, number: string, memo: string | null, method: string | null, deposit: boolean): string {
  switch (kind) {
    case "invoice_issued":
      return `Invoice #${number}`;
    case "payment":
      // A quote's deposit credited to this invoice reads as on the invoice itself: "Deposit paid".
      if (deposit) return `${settlementLabel({ kind: "deposit", method })}, invoice #${number}`;
      return `${settlementLabel({ kind, method })}, invoice #${number}`;
    case "refund":
      return `${settlementLabel({ kind, method })}, invoice #${number}`;
    case "credit":
      return memo ? `${settlementLabel({ kind, method })}, invoice #${number}: ${memo}` : `${settlementLabel({ kind, method })}, invoice #${number}`;
    case "void":
      return `Invoice #${number} voided`;
    case "invoice_revised":
      return memo ? `Invoice #${number} revised (${memo})` : `Invoice #${number} revised`;
  }
}

/**
 * A customer's statement from the money ledger: the balance before the first day (opening),
 * every entry of the range oldest first with the running balance, and the balance after the
 * last day (closing). Days are the business's: the range runs from `from` 00:00 to the end of
 * `to` in `timeZone`, converted in Postgres so daylight saving moves the boundaries too. One
 * statement, so opening, entries and the customer are read from one snapshot. A customer of
 * another business (or none) is "not found".
 */
export async function getCustomerStatement(scope: CustomerScope, range: StatementRange, timeZone: string): Promise<CustomerStatement> {
  const rows = await db.execute<{
    first_name: string;
    last_name: string;
    email: string | null;
    address: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    opening_cents: string | number;
    kind: LedgerEntryKind | null;
    memo: string | null;
    amount_cents: string | number | null;
    day: string | null;
    invoice_id: string | null;
    invoice_number: string | null;
    method: string | null;
    deposit: boolean | null;
  }>(sql`
    with bounds as (
      select (${range.from}::date)::timestamp at time zone ${timeZone} as start_at,
             (${range.to}::date + 1)::timestamp at time zone ${timeZone} as end_at
    ), customer as (
      select c.first_name, c.last_name, c.email, c.address, c.city, c.state, c.zip
      from customers c where c.business_id = ${scope.businessId} and c.id = ${scope.customerId}
    ), opening as (
      select coalesce(sum(l.amount_cents), 0) as cents
      from ledger_entries l, bounds
      where l.business_id = ${scope.businessId} and l.customer_id = ${scope.customerId} and l.created_at < bounds.start_at
    ), entries as (
      select l.id, l.kind, l.memo, l.amount_cents, l.created_at, to_char(l.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
             i.id as invoice_id, i.invoice_number, p.method, (p.quote_id is not null) as deposit
      from ledger_entries l
      join invoices i on i.business_id = l.business_id and i.id = l.invoice_id
      left join payments p on p.business_id = l.business_id and p.id = l.payment_id
      cross join bounds
      where l.business_id = ${scope.businessId} and l.customer_id = ${scope.customerId}
        and l.created_at >= bounds.start_at and l.created_at < bounds.end_at
    )
    select customer.*, opening.cents as opening_cents, entries.kind, entries.memo, entries.amount_cents, entries.day, entries.invoice_id, entries.invoice_number, entries.method, entries.deposit
    from customer cross join opening left join entries on true
    order by entries.created_at, entries.id
  `);
  const [first] = rows;
  if (!first) throw customerNotFound();
  const openingBalanceCents = Number(first.opening_cents);
  let balance = openingBalanceCents;
  const lines: StatementLine[] = [];
  for (const row of rows) {
    if (row.kind === null) continue;
    const amountCents = Number(row.amount_cents);
    balance += amountCents;
    lines.push({
      day: row.day!,
      kind: row.kind,
      description: describe(row.kind, displayDocumentNumber(row.invoice_number, row.invoice_id!), row.memo, row.method, row.deposit === true),
      amountCents,
      balanceCents: balance,
    });
  }
  return {
    ...range,
    customer: { firstName: first.first_name, lastName: first.last_name, email: first.email, address: first.address, city: first.city, state: first.state, zip: first.zip },
    openingBalanceCents,
    lines,
    closingBalanceCents: balance,
  };
}
