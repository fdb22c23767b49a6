import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";
import { andAtScopeLocations } from "@/lib/locations/location-scope-sql";
import { nextMonth, type ReportRange } from "./report-range";

export type LocationFigures = {
  locationId: string;
  name: string;
  isDefault: boolean;
  activeCustomers: number;
  completedVisits: number;
  receivedCents: number;
  outstandingCents: number;
};

/**
 * The owner's view across branches (issue 38 item 4): each live location the scope sees, side
 * by side — active customers today, visits completed and payments received in the range (months
 * in the business's time zone, as Revenue counts them), and what is owed on sent invoices today. One statement; each
 * figure is the same count the per-location pages make, grouped by the customer's (or the
 * visit's) location.
 */
export async function locationsSideBySide(scope: BusinessScope, range: ReportRange, timeZone: string): Promise<LocationFigures[]> {
  const start = `${range.from}-01`;
  const end = `${nextMonth(range.to)}-01`;
  const rows = await db.execute<{
    id: string;
    name: string;
    is_default: boolean;
    active_customers: number;
    completed_visits: number;
    received: string | number;
    outstanding: string | number;
  }>(sql`
    select l.id, l.name, l.is_default,
      (select count(*)::int from customers c
        where c.business_id = l.business_id and c.location_id = l.id and c.status = 'active' and c.archived_at is null) as active_customers,
      (select count(*)::int from jobs j
        where j.business_id = l.business_id and j.location_id = l.id and j.status = 'completed'
          and j.scheduled_date >= (${start}::timestamp at time zone ${timeZone})
          and j.scheduled_date < (${end}::timestamp at time zone ${timeZone})) as completed_visits,
      (select coalesce(sum(a.paid_cents), 0) from customer_activity_months a
        join customers c on c.business_id = a.business_id and c.id = a.customer_id
        where a.business_id = l.business_id and c.location_id = l.id
          and a.month >= ${start}::date and a.month < ${end}::date) as received,
      (select coalesce(sum(i.amount_cents - i.amount_paid_cents), 0) from invoices i
        join customers c on c.business_id = i.business_id and c.id = i.customer_id
        where i.business_id = l.business_id and c.location_id = l.id and i.status in ('pending', 'overdue')) as outstanding
    from locations l
    where l.business_id = ${scope.businessId}::uuid and l.archived_at is null${andAtScopeLocations(sql`l.id`, scope)}
    order by l.is_default desc, l.name`);
  return rows.map((r) => ({
    locationId: r.id,
    name: r.name,
    isDefault: r.is_default,
    activeCustomers: Number(r.active_customers),
    completedVisits: Number(r.completed_visits),
    receivedCents: Number(r.received),
    outstandingCents: Number(r.outstanding),
  }));
}
