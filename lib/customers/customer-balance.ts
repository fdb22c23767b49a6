import "server-only";
import { sql } from "drizzle-orm";

/**
 * A customer's outstanding balance in cents: what is still owed on their unpaid invoices
 * (pending or overdue), each invoice's balance by the documents' one rule
 * (lib/money/documents/document-figures.ts invoiceBalanceDueCents: amount less what is settled —
 * payments less refunds, plus credits — the guarded `amount_paid_cents`). Computed from the
 * invoices, so the admin's list and page say what the invoices and the portal say. One
 * correlated subquery per row, served by invoices_business_customer_idx.
 */
export function outstandingBalanceSql() {
  // Qualified by hand: inside the subquery an unqualified "id" would be the invoice's.
  return sql<number>`coalesce((
    select sum(i.amount_cents - i.amount_paid_cents)
    from invoices i
    where i.business_id = "customers"."business_id" and i.customer_id = "customers"."id" and i.status in ('pending', 'overdue')
  ), 0)::bigint`.mapWith(Number).as("outstanding_balance_cents");
}
