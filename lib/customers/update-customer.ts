import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { atScopeLocations } from "@/lib/locations/location-scope-sql";
import { homeLocationOf, moveCustomerWork } from "@/lib/locations/move-customer-work";
import { resolveHomeLocation } from "@/lib/locations/resolve-home-location";
import { customerNotFound, rethrowDuplicateEmail } from "./customer-errors";
import type { CustomerChanges } from "./customer-schema";
import { getCustomerDetail } from "./get-customer-detail";
import { addFirstPropertyIfNone } from "./properties/first-property";
import type { CustomerDetail } from "./customer-views";

/**
 * Edits a customer of the business: only the fields given change. Changing the email of a
 * customer with portal access changes their login; balance and portal state are not edited here.
 * An address typed for a customer without any property becomes their first one.
 */
export async function updateCustomer(scope: BusinessScope, customerId: string, changes: CustomerChanges): Promise<CustomerDetail> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (set.servicePlan === null) set.servicePlan = "Standard Plan";
  if ("locationId" in set) set.locationId = (await resolveHomeLocation(scope, changes.locationId)) as string;
  try {
    await db.transaction(async (tx) => {
      const before = set.locationId ? await homeLocationOf(tx, scope, customerId) : null;
      const [row] = await tx
        .update(customers)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(customers.businessId, scope.businessId), eq(customers.id, customerId), atScopeLocations(customers.locationId, scope)))
        .returning({ id: customers.id, businessId: customers.businessId, address: customers.address, city: customers.city, state: customers.state, zip: customers.zip });
      if (!row) throw customerNotFound();
      if (changes.address) await addFirstPropertyIfNone(tx, row);
      if (before && set.locationId && before !== set.locationId) await moveCustomerWork(tx, scope.businessId, customerId, before, set.locationId as string);
    });
  } catch (error) {
    rethrowDuplicateEmail(error);
  }
  return getCustomerDetail(scope, customerId);
}
