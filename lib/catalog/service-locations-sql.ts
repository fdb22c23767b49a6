import { sql, type SQL } from "drizzle-orm";
import { services } from "@/db/schema";

// Qualified by hand: in a one-table select Drizzle writes its columns bare, and a bare
// "business_id" inside these subqueries would be ambiguous with the joined tables' own.

/**
 * Where a service is offered (issue 38 item 2), for a customer's location: a service with no
 * `location_services` rows is offered everywhere at its own price; one with rows only in those
 * locations, at the location's price when it has one. Both read from the customer's row, so a
 * portal page needs no second query for it.
 */
export function offeredToCustomerSql(businessId: string, customerId: string): SQL {
  return sql`(
    not exists (select 1 from location_services ls where ls.business_id = "services"."business_id" and ls.service_id = "services"."id")
    or exists (
      select 1 from location_services ls join customers c on c.business_id = ls.business_id and c.location_id = ls.location_id
      where ls.business_id = "services"."business_id" and ls.service_id = "services"."id" and c.id = ${customerId}::uuid and c.business_id = ${businessId}::uuid))`;
}

/** The service's price for that customer: their location's, else the service's own. */
export function priceForCustomerSql(businessId: string, customerId: string): SQL<number | null> {
  return sql<number | null>`coalesce((
    select ls.price_cents from location_services ls join customers c on c.business_id = ls.business_id and c.location_id = ls.location_id
    where ls.business_id = "services"."business_id" and ls.service_id = "services"."id" and c.id = ${customerId}::uuid and c.business_id = ${businessId}::uuid
  ), ${services.priceCents})`.mapWith(Number);
}
