import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { andCustomerAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { QuoteForJob } from "./job-prefill-from-quote";

type Row = {
  customer_id: string;
  title: string;
  notes: string | null;
  net_cents: string | number;
  property_id: string | null;
  service_id: string | null;
  duration_minutes: number | null;
  is_recurring: boolean | null;
  recurring_interval: string | null;
  line_rate_cents: string | number | null;
};

/**
 * A quote with what its job is filled from, in one query. Quote lines name no service, so the
 * service is the one of the portal request the quote answered, else the first line whose
 * description is an active service's name (the builder writes a service's name as its line's
 * description); the line naming it gives the visit's price.
 */
export async function loadQuoteForJob(tx: Tx, scope: BusinessScope, quoteId: string): Promise<QuoteForJob | null> {
  const [row] = await tx.execute<Row>(sql`
    select q.customer_id, q.title, q.notes, q.subtotal_cents - q.discount_cents as net_cents,
           (select p.id from properties p
             where p.business_id = q.business_id and p.customer_id = q.customer_id and p.archived_at is null
             order by p.is_primary desc, p.created_at limit 1) as property_id,
           sv.id as service_id, sv.duration_minutes, sv.is_recurring, sv.recurring_interval,
           (select l.rate_cents from quote_line_items l
             where l.business_id = q.business_id and l.quote_id = q.id and lower(btrim(l.description)) = lower(btrim(sv.name))
             order by l.position limit 1) as line_rate_cents
    from quotes q
    left join lateral (
      select s.id, s.name, s.duration_minutes, s.is_recurring, s.recurring_interval
      from services s
      join lateral (
        select 0 as rank
        where s.id = (select r.service_id from service_requests r where r.business_id = q.business_id and r.quote_id = q.id limit 1)
        union all
        select 1 + l.position from quote_line_items l
        where s.active and l.business_id = q.business_id and l.quote_id = q.id and lower(btrim(l.description)) = lower(btrim(s.name))
      ) m on true
      where s.business_id = q.business_id and s.archived_at is null
      order by m.rank, s.id limit 1
    ) sv on true
    where q.id = ${quoteId}::uuid and q.business_id = ${scope.businessId}::uuid${andCustomerAtScopeLocations(sql`q.customer_id`, scope)}`);
  if (!row) return null;
  return {
    customerId: row.customer_id,
    title: row.title,
    notes: row.notes,
    netCents: Number(row.net_cents),
    propertyId: row.property_id,
    service: row.service_id
      ? {
          id: row.service_id,
          durationMinutes: row.duration_minutes,
          isRecurring: row.is_recurring === true,
          recurringInterval: row.recurring_interval,
          lineRateCents: row.line_rate_cents == null ? null : Number(row.line_rate_cents),
        }
      : null,
  };
}
