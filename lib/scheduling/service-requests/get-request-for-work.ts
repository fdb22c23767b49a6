import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { andAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { RequestForWork } from "./request-for-work";

type Row = {
  id: string;
  customer_id: string;
  customer_name: string;
  request_type: string;
  preferred_date: string | null;
  preferred_time_slot: string | null;
  notes: string | null;
  service_id: string | null;
  service_name: string | null;
  duration_minutes: number | null;
  price_cents: string | number | null;
  recurring_interval: string | null;
  property_id: string | null;
};

/** A pending request of this business with its service and the customer's main property, or null. One query. */
export async function getRequestForWork(scope: BusinessScope, requestId: string): Promise<RequestForWork | null> {
  const [row] = await db.execute<Row>(sql`
    select r.id, r.customer_id, trim(c.first_name || ' ' || c.last_name) as customer_name, r.request_type,
           r.preferred_date::text as preferred_date, r.preferred_time_slot, r.notes,
           s.id as service_id, s.name as service_name, s.duration_minutes, s.price_cents, s.recurring_interval,
           (select p.id from properties p
             where p.business_id = r.business_id and p.customer_id = r.customer_id and p.archived_at is null
             order by p.is_primary desc, p.created_at limit 1) as property_id
    from service_requests r
    join customers c on c.business_id = r.business_id and c.id = r.customer_id
    left join services s on s.business_id = r.business_id and s.id = r.service_id
    where r.id = ${requestId}::uuid and r.business_id = ${scope.businessId}::uuid${andAtScopeLocations(sql`c.location_id`, scope)} and r.status = 'pending'`);
  if (!row) return null;
  return {
    id: row.id,
    customerId: row.customer_id,
    customerName: row.customer_name,
    requestType: row.request_type,
    preferredDate: row.preferred_date,
    preferredTimeSlot: row.preferred_time_slot,
    notes: row.notes,
    service: row.service_id
      ? {
          id: row.service_id,
          name: row.service_name ?? "",
          durationMinutes: row.duration_minutes,
          priceCents: row.price_cents == null ? null : Number(row.price_cents),
          recurringInterval: row.recurring_interval,
        }
      : null,
    propertyId: row.property_id,
  };
}
