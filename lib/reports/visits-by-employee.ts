import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";
import { completedVisitsSql } from "./completed-visits-sql";
import type { ReportRange } from "./report-range";
import type { EmployeeProductivity } from "./report-views";

type Row = {
  member_id: string | null; first_name: string | null; last_name: string | null; visits: number; revenue: string | number;
  seconds: string | number; timed_revenue: string | number; too_short: number;
};

/**
 * The shortest span between Start and Complete that counts as time on site. A crew that taps
 * Start and Complete on arrival, or both after the work, leaves a span of seconds: counted, one
 * 20-second $45 visit made "$8,100 per crew-hour" (issue 37).
 */
export const MIN_TIMED_VISIT_SECONDS = 5 * 60;

/**
 * Visits completed and revenue per crew-hour by employee (the visit's assignee) in the range.
 * Time on site is completed_at − started_at; visits without both, or with a span under
 * MIN_TIMED_VISIT_SECONDS (counted apart as `tooShortToTime`), add to the visit count and
 * revenue but not to the rate, which is the timed visits' revenue over their hours. Unassigned
 * visits form their own row. One statement.
 */
export async function visitsByEmployee(scope: BusinessScope, range: ReportRange, timeZone: string): Promise<EmployeeProductivity[]> {
  const rows = await db.execute<Row>(sql`
    with visits as (${completedVisitsSql(scope, range, timeZone)}),
    spans as (
      select v.*, case when v.started_at is not null and v.completed_at is not null
                       then extract(epoch from v.completed_at - v.started_at) end as span
      from visits v
    ),
    timed as (
      select p.*, case when p.span >= ${MIN_TIMED_VISIT_SECONDS} then p.span end as seconds,
             p.span >= 0 and p.span < ${MIN_TIMED_VISIT_SECONDS} as too_short
      from spans p
    )
    select t.assignee_member_id as member_id, u.first_name, u.last_name, count(*)::int as visits,
           sum(t.price_cents) as revenue, coalesce(sum(t.seconds), 0) as seconds,
           coalesce(sum(t.price_cents) filter (where t.seconds is not null), 0) as timed_revenue,
           (count(*) filter (where t.too_short))::int as too_short
    from timed t
    left join business_members m on m.business_id = ${scope.businessId}::uuid and m.id = t.assignee_member_id
    left join users u on u.id = m.user_id
    group by t.assignee_member_id, u.first_name, u.last_name
    order by sum(t.price_cents) desc, count(*) desc, u.last_name, u.first_name`);
  return rows.map((r) => {
    const seconds = Math.round(Number(r.seconds));
    const name = r.member_id === null ? "Unassigned" : `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim() || "Team member";
    return {
      memberId: r.member_id,
      name,
      visits: Number(r.visits),
      revenueCents: Number(r.revenue),
      secondsOnSite: seconds,
      revenuePerHourCents: seconds > 0 ? Math.round((Number(r.timed_revenue) * 3600) / seconds) : null,
      tooShortToTime: Number(r.too_short),
    };
  });
}
