import "server-only";
import { sql } from "drizzle-orm";
import { andAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { nextMonth, type ReportRange } from "./report-range";

/**
 * The completed visits of a range (by their scheduled time, in the business's months — the
 * index `jobs_business_date_idx`) with what each was worth: its job's price, else its
 * service's. Shared by the by-employee and by-service reports so both count the same visits.
 */
export function completedVisitsSql(scope: BusinessScope, range: ReportRange, timeZone: string) {
  const start = `${range.from}-01`;
  const end = `${nextMonth(range.to)}-01`;
  return sql`
    select j.id, j.assignee_member_id, j.service_id, j.started_at, j.completed_at,
           coalesce(js.price_cents, s.price_cents, 0) as price_cents
    from jobs j
    left join job_series js on js.business_id = j.business_id and js.id = j.series_id
    left join services s on s.business_id = j.business_id and s.id = j.service_id
    where j.business_id = ${scope.businessId}::uuid${andAtScopeLocations(sql`j.location_id`, scope)} and j.status = 'completed'
      and j.scheduled_date >= (${start}::timestamp at time zone ${timeZone})
      and j.scheduled_date < (${end}::timestamp at time zone ${timeZone})`;
}
