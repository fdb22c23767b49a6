import "server-only";
import { sql } from "drizzle-orm";

/**
 * A customer's outstanding balance in cents: what is still owed on their unpaid invoices
 * (pending or overdue), each invoice's amount less its succeeded payments. Computed, never
 * stored, so it cannot drift from the invoices. One correlated subquery per row, served by
 * invoices_business_customer_idx.
 */
export function outstandingBalanceSql() {
  // Qualified by hand: inside the subquery an unqualified "id" would be the invoice's.
  return sql<number>`coalesce((
    select sum(greatest(i.amount_cents - coalesce((
      select sum(p.amount_cents) from payments p
      where p.business_id = i.business_id and p.invoice_id = i.id and p.status = 'succeeded'
    ), 0), 0))
    from invoices i
    where i.business_id = "customers"."business_id" and i.customer_id = "customers"."id" and i.status in ('pending', 'overdue')
  ), 0)::bigint`.mapWith(Number).as("outstanding_balance_cents");
}
