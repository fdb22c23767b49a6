import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import { contactValuesOf, customerAccountColumns } from "../customer-columns";
import { isUniqueViolation } from "@/lib/foundation/pg-errors";
import { DomainError } from "@/lib/foundation/domain-error";
import type { AccountData } from "./account-schema";
import type { PortalCustomer } from "../customer-views";
import type { CustomerScope } from "@/lib/foundation/scope";

export const EMAIL_IN_USE_MESSAGE = "This email address is already used by another account";

/**
 * Spec §7 call 23: the customer's own record, where id AND business match. Account status,
 * service plan and balance are display-only and never written here.
 */
export async function updateCustomerAccount(scope: CustomerScope, input: AccountData): Promise<PortalCustomer> {
  try {
    const [row] = await db
      .update(customers)
      .set({ ...contactValuesOf(input), updatedAt: sql`now()` })
      .where(and(eq(customers.id, scope.customerId), eq(customers.businessId, scope.businessId)))
      .returning(customerAccountColumns);
    if (!row) throw new DomainError("not_found", "Account not found");
    return row;
  } catch (error) {
    // The email is the portal login: unique within the business.
    if (isUniqueViolation(error)) throw new DomainError("conflict", EMAIL_IN_USE_MESSAGE);
    throw error;
  }
}
