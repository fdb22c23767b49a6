import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import type { BusinessScope } from "@/lib/core/scope";
import { customerNotFound, rethrowDuplicateEmail } from "./customer-errors";
import type { CustomerChanges } from "./customer-schema";
import { getCustomerDetail } from "./get-customer-detail";
import type { CustomerDetail } from "./customer-views";

/**
 * Edits a customer of the business: only the fields given change. Changing the email of a
 * customer with portal access changes their login; balance and portal state are not edited here.
 */
export async function updateCustomer(scope: BusinessScope, customerId: string, changes: CustomerChanges): Promise<CustomerDetail> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (set.servicePlan === null) set.servicePlan = "Standard Plan";
  try {
    const [row] = await db
      .update(customers)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(customers.businessId, scope.businessId), eq(customers.id, customerId)))
      .returning({ id: customers.id });
    if (!row) throw customerNotFound();
  } catch (error) {
    rethrowDuplicateEmail(error);
  }
  return getCustomerDetail(scope, customerId);
}
