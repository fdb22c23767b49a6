import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/core/scope";
import { nextMonth, previousMonth, type ReportRange } from "./report-range";
import type { RetentionMonth } from "./report-views";

/**
 * Retention by month. A customer is active in a month when they were billed for it (an
 * invoice other than a draft dated in the month) — a recurring service bills every period.
 * New: active for the first time ever. Churned: active the month before, not this month.
 * Churn rate: churned over the previous month's active customers (null when none).
 */
export async function retentionByMonth(scope: BusinessScope, range: ReportRange): Promise<RetentionMonth[]> {
  const start = `${range.from}-01`;
  const lookBack = `${previousMonth(range.from)}-01`;
  const end = `${nextMonth(range.to)}-01`;
  const rows = await db.execute<{ month: string; active: number; new: number; churned: number; previous_active: number }>(sql`
    with months as (
      select to_char(m, 'YYYY-MM') as month, to_char(m - interval '1 month', 'YYYY-MM') as previous
      from generate_series(${start}::date, ${range.to + "-01"}::date, interval '1 month') m
    ), activity as (
      select distinct i.customer_id, to_char(i.invoice_date, 'YYYY-MM') as month
      from invoices i
      where i.business_id = ${scope.businessId}::uuid and i.status <> 'draft'
        and i.invoice_date >= ${lookBack}::date and i.invoice_date < ${end}::date
    ), firsts as (
      select i.customer_id, to_char(min(i.invoice_date), 'YYYY-MM') as month
      from invoices i
      where i.business_id = ${scope.businessId}::uuid and i.status <> 'draft' and i.invoice_date < ${end}::date
      group by i.customer_id
    )
    select months.month,
      (select count(*) from activity a where a.month = months.month)::int as active,
      (select count(*) from firsts f where f.month = months.month)::int as new,
      (select count(*) from activity a where a.month = months.previous
         and not exists (select 1 from activity b where b.customer_id = a.customer_id and b.month = months.month))::int as churned,
      (select count(*) from activity a where a.month = months.previous)::int as previous_active
    from months order by months.month`);
  return rows.map((r) => ({
    month: r.month,
    active: Number(r.active),
    new: Number(r.new),
    churned: Number(r.churned),
    churnRate: Number(r.previous_active) > 0 ? Number(r.churned) / Number(r.previous_active) : null,
  }));
}
