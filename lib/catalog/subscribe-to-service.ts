import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { isUniqueViolation } from "@/lib/foundation/pg-errors";
import { DomainError } from "@/lib/foundation/domain-error";
import type { CustomerScope } from "@/lib/foundation/scope";

export type SubscribeResult = { subscriptionId: string; serviceName: string };

/**
 * Spec §4 "Subscription" / §7 call 20: signs the customer up for an active service of their
 * business — status active, frequency copied from the service's recurring interval, start
 * date today in the business's time zone. One statement: the service must belong to the
 * business and be active, and the partial unique index refuses a second active subscription.
 */
export async function subscribeToService(
  scope: CustomerScope,
  input: { serviceId: string; today: string },
): Promise<SubscribeResult> {
  let rows: Array<{ id: string; service_name: string }>;
  try {
    rows = await db.execute<{ id: string; service_name: string }>(sql`
      with inserted as (
        insert into customer_services (business_id, customer_id, service_id, status, frequency, start_date)
        select s.business_id, ${scope.customerId}::uuid, s.id, 'active', s.recurring_interval, ${input.today}::date
        from services s
        where s.id = ${input.serviceId}::uuid and s.business_id = ${scope.businessId}::uuid and s.active
          -- Only a service offered at the customer's location (issue 38): none listed, or theirs among them.
          and (not exists (select 1 from location_services ls where ls.business_id = s.business_id and ls.service_id = s.id)
               or exists (select 1 from location_services ls join customers c on c.business_id = ls.business_id and c.location_id = ls.location_id
                          where ls.business_id = s.business_id and ls.service_id = s.id and c.id = ${scope.customerId}::uuid))
        returning id, service_id
      )
      select inserted.id, s.name as service_name
      from inserted join services s on s.id = inserted.service_id`);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("conflict", "You are already subscribed to this service");
    throw error;
  }
  const row = rows[0];
  if (!row) throw new DomainError("not_found", "Service not found");
  return { subscriptionId: row.id, serviceName: row.service_name };
}
