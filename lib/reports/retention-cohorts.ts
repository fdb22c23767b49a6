import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { andAtScopeLocations, andCustomerAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { monthsBetween, nextMonth, type ReportRange } from "./report-range";
import type { RetentionCohort } from "./report-views";

type Row = { cohort: string; month: string | null; customers: number };

/**
 * Retention by start-month cohort. A customer's cohort is the month their first recurring job
 * (a `job_series` with a repeating rule) starts; cohorts starting within the range are shown.
 * A customer is active in a month when they had a completed visit (in the business's time zone)
 * or were billed (an invoice other than a draft or a void dated in it) — `customer_activity_months`,
 * kept by triggers. For each cohort: its size and how many of it were active in its start month
 * and each month after, up to the range's end — the triangle. One statement, each part led by
 * business_id.
 */
export async function retentionCohorts(scope: BusinessScope, range: ReportRange): Promise<RetentionCohort[]> {
  const start = `${range.from}-01`;
  const end = `${nextMonth(range.to)}-01`;
  // Every customer's cohort, not only the range's: filtering cohorts in SQL makes the planner
  // guess a handful of rows and loop over the index per customer (2× slower at 1,000
  // customers); the range's cohorts are picked below.
  const rows = await db.execute<Row>(sql`
    with cohorts as (
      select js.customer_id, date_trunc('month', min(js.start_date))::date as cohort
      from job_series js
      where js.business_id = ${scope.businessId}::uuid${andAtScopeLocations(sql`js.location_id`, scope)} and js.rrule is not null
      group by js.customer_id
    ), counted as (
      select c.cohort, null::date as month, count(*)::int as customers from cohorts c group by c.cohort
      union all
      select c.cohort, a.month, count(*)::int as customers
      from cohorts c join customer_activity_months a on a.customer_id = c.customer_id and a.month >= c.cohort
      where a.business_id = ${scope.businessId}::uuid${andCustomerAtScopeLocations(sql`a.customer_id`, scope)} and (a.bills > 0 or a.visits > 0)
        and a.month >= ${start}::date and a.month < ${end}::date
      group by c.cohort, a.month
    )
    select to_char(cohort, 'YYYY-MM') as cohort, to_char(month, 'YYYY-MM') as month, customers from counted`);
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
