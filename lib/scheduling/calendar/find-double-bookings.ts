import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { andAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";

export type DoubleBooking = { visitId: string; title: string; customerName: string };

/**
 * The other visits of this visit's employee that overlap it in time (skipped and cancelled
 * ones free their time): what a move tells the scheduler it just double-booked. One query.
 */
export async function findDoubleBookings(scope: BusinessScope, visitId: string): Promise<DoubleBooking[]> {
  const rows = await db.execute<{ id: string; title: string; customer_name: string }>(sql`
    select o.id, coalesce(js.title, sv.name, 'Visit') as title, trim(c.first_name || ' ' || c.last_name) as customer_name
    from jobs v
    join jobs o on o.business_id = v.business_id and o.assignee_member_id = v.assignee_member_id and o.id <> v.id
      and o.status in ('scheduled', 'in_progress', 'completed')
      and o.scheduled_date < v.scheduled_date + make_interval(mins => coalesce(v.duration_minutes, 60))
      and v.scheduled_date < o.scheduled_date + make_interval(mins => coalesce(o.duration_minutes, 60))
    join customers c on c.business_id = o.business_id and c.id = o.customer_id
    left join job_series js on js.business_id = o.business_id and js.id = o.series_id
    left join services sv on sv.business_id = o.business_id and sv.id = o.service_id
    where v.id = ${visitId}::uuid and v.business_id = ${scope.businessId}::uuid${andAtScopeLocations(sql`v.location_id`, scope)} and v.assignee_member_id is not null
    order by o.scheduled_date
    limit 5`);
  return rows.map((row) => ({ visitId: row.id, title: row.title, customerName: row.customer_name }));
}
