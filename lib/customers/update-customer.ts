import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
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
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(customers)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(customers.businessId, scope.businessId), eq(customers.id, customerId)))
        .returning({ id: customers.id, businessId: customers.businessId, address: customers.address, city: customers.city, state: customers.state, zip: customers.zip });
      if (!row) throw customerNotFound();
      if (changes.address) await addFirstPropertyIfNone(tx, row);
    });
  } catch (error) {
    rethrowDuplicateEmail(error);
  }
  return getCustomerDetail(scope, customerId);
}
