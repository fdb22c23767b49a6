import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { andCustomerAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { nextMonth, previousMonth, type ReportRange } from "./report-range";
import type { RetentionMonth } from "./report-views";

type Row = { month: string; active: number; new: number; retained: number };

/**
 * Retention by month. A customer is active in a month when they were billed for it (an
 * invoice other than a draft or a void dated in the month) — a recurring service bills every
 * period. New: active for the first time ever. Churned: active the month before, not this
 * month. Churn rate: churned over the previous month's active customers (null when none).
 *
 * Reads `customer_activity_months`, whose triggers keep `prev_billed` and `first_billed`: one
 * grouped scan of a row per customer and month, no self-join or window over three years.
 */
export async function retentionByMonth(scope: BusinessScope, range: ReportRange): Promise<RetentionMonth[]> {
  const lookBack = previousMonth(range.from);
  const rows = await db.execute<Row>(sql`
    select to_char(a.month, 'YYYY-MM') as month,
      count(*)::int as active,
      (count(*) filter (where a.first_billed))::int as new,
      (count(*) filter (where a.prev_billed))::int as retained
    from customer_activity_months a
    where a.business_id = ${scope.businessId}::uuid${andCustomerAtScopeLocations(sql`a.customer_id`, scope)} and a.bills > 0
      and a.month >= ${`${lookBack}-01`}::date and a.month < ${`${nextMonth(range.to)}-01`}::date
    group by a.month`);
  const byMonth = new Map(rows.map((r) => [r.month, { active: Number(r.active), new: Number(r.new), retained: Number(r.retained) }]));
  return range.months.map((month) => {
    const now = byMonth.get(month);
    const previousActive = byMonth.get(previousMonth(month))?.active ?? 0;
    const churned = previousActive - (now?.retained ?? 0);
    return {
      month,
      active: now?.active ?? 0,
      new: now?.new ?? 0,
      churned,
      churnRate: previousActive > 0 ? churned / previousActive : null,
    };
  });
}
