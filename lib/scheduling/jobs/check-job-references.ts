import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { businessMembers, customers, properties, services } from "@/db/schema";
import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";

type References = { customerId: string; propertyId: string | null; serviceId: string | null; employeeIds: string[] };

/**
 * Every id a job points at must be a row of the same business (and the property one of the
 * customer's); anything else answers "not found", exactly like a missing row, so ids of
 * another business reveal nothing.
 */
export async function checkJobReferences(db: DbOrTx, scope: BusinessScope, refs: References): Promise<void> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.businessId, scope.businessId), eq(customers.id, refs.customerId)));
  if (!customer) throw new DomainError("not_found", "Customer not found", { field: "customerId" });
  if (refs.propertyId) {
    const [property] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          eq(properties.businessId, scope.businessId),
          eq(properties.customerId, refs.customerId),
          eq(properties.id, refs.propertyId),
          isNull(properties.archivedAt),
        ),
      );
    if (!property) throw new DomainError("not_found", "Property not found", { field: "propertyId" });
  }
  if (refs.serviceId) {
    const [service] = await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.businessId, scope.businessId), eq(services.id, refs.serviceId)));
    if (!service) throw new DomainError("not_found", "Service not found", { field: "serviceId" });
  }
  const wanted = [...new Set(refs.employeeIds)];
  if (wanted.length > 0) {
    const found = await db
      .select({ id: businessMembers.id })
      .from(businessMembers)
      .where(and(eq(businessMembers.businessId, scope.businessId), eq(businessMembers.active, true), inArray(businessMembers.id, wanted)));
    if (found.length !== wanted.length) throw new DomainError("not_found", "Employee not found", { field: "employeeIds" });
  }
}
