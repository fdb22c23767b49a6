import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/core/scope";
import { monthsBetween, nextMonth, type ReportRange } from "./report-range";
import type { RetentionCohort } from "./report-views";

type Row = { cohort: string; month: string | null; customers: number };

/**
 * Retention by start-month cohort. A customer's cohort is the month their first recurring job
 * (a `job_series` with a repeating rule) starts; cohorts starting within the range are shown.
 * A customer is active in a month when they had a completed visit (in the business's time zone)
 * or were billed (an invoice other than a draft dated in it). For each cohort: its size and
 * how many of it were active in its start month and each month after, up to the range's end —
 * the triangle. One statement, each part led by business_id.
 */
export async function retentionCohorts(scope: BusinessScope, range: ReportRange, timeZone: string): Promise<RetentionCohort[]> {
  const start = `${range.from}-01`;
  const end = `${nextMonth(range.to)}-01`;
  const rows = await db.execute<Row>(sql`
    with cohorts as (
      select js.customer_id, to_char(min(js.start_date), 'YYYY-MM') as cohort
      from job_series js
      where js.business_id = ${scope.businessId}::uuid and js.rrule is not null
      group by js.customer_id
      having min(js.start_date) >= ${start}::date and min(js.start_date) < ${end}::date
    ), activity as (
      select j.customer_id, to_char(j.scheduled_date at time zone ${timeZone}, 'YYYY-MM') as month
      from jobs j
      where j.business_id = ${scope.businessId}::uuid and j.status = 'completed'
        and j.scheduled_date >= (${start}::timestamp at time zone ${timeZone})
        and j.scheduled_date < (${end}::timestamp at time zone ${timeZone})
      union
      select i.customer_id, to_char(i.invoice_date, 'YYYY-MM') as month
      from invoices i
      where i.business_id = ${scope.businessId}::uuid and i.status <> 'draft'
        and i.invoice_date >= ${start}::date and i.invoice_date < ${end}::date
    )
    select c.cohort, null as month, count(*)::int as customers from cohorts c group by c.cohort
    union all
    select c.cohort, a.month, count(*)::int as customers
    from cohorts c join activity a on a.customer_id = c.customer_id and a.month >= c.cohort
    group by c.cohort, a.month`);
  const sizes = new Map<string, number>();
  const active = new Map<string, number>();
  for (const r of rows) {
    if (r.month === null) sizes.set(r.cohort, Number(r.customers));
    else active.set(`${r.cohort}|${r.month}`, Number(r.customers));
  }
  return range.months
    .filter((cohort) => sizes.has(cohort))
    .map((cohort) => ({
      cohort,
      customers: sizes.get(cohort)!,
      active: monthsBetween(cohort, range.to).map((month) => active.get(`${cohort}|${month}`) ?? 0),
    }));
}
