import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/core/scope";
import { nextMonth, type ReportRange } from "./report-range";
import type { RevenueMonth } from "./report-views";

/**
 * Revenue by month in the business's time zone: payments received (succeeded, by the time
 * they were paid) and amounts invoiced (every invoice but drafts, by invoice date). Every
 * month of the range has a row, zero when nothing happened.
 */
export async function revenueByMonth(scope: BusinessScope, range: ReportRange, timeZone: string): Promise<RevenueMonth[]> {
  const start = `${range.from}-01`;
  const end = `${nextMonth(range.to)}-01`;
  const rows = await db.execute<{ month: string; paid_cents: string | number; payments: string | number; invoiced_cents: string | number }>(sql`
    with months as (
      select to_char(m, 'YYYY-MM') as month from generate_series(${start}::date, ${range.to + "-01"}::date, interval '1 month') m
    ), paid as (
      select to_char(coalesce(p.paid_at, p.created_at) at time zone ${timeZone}, 'YYYY-MM') as month, sum(p.amount_cents) as cents, count(*) as n
      from payments p
      where p.business_id = ${scope.businessId}::uuid and p.status = 'succeeded'
        and coalesce(p.paid_at, p.created_at) >= (${start}::timestamp at time zone ${timeZone})
        and coalesce(p.paid_at, p.created_at) < (${end}::timestamp at time zone ${timeZone})
      group by 1
    ), invoiced as (
      select to_char(i.invoice_date, 'YYYY-MM') as month, sum(i.amount_cents) as cents
      from invoices i
      where i.business_id = ${scope.businessId}::uuid and i.status <> 'draft'
        and i.invoice_date >= ${start}::date and i.invoice_date < ${end}::date
      group by 1
    )
    select months.month, coalesce(paid.cents, 0) as paid_cents, coalesce(paid.n, 0) as payments, coalesce(invoiced.cents, 0) as invoiced_cents
    from months left join paid using (month) left join invoiced using (month)
    order by months.month`);
  return rows.map((r) => ({ month: r.month, paidCents: Number(r.paid_cents), payments: Number(r.payments), invoicedCents: Number(r.invoiced_cents) }));
}
