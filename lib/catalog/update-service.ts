import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { services } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { adminServiceColumns } from "./admin-service-columns";
import type { AdminServiceView } from "./admin-service-views";
import { SERVICE_NOT_FOUND } from "./get-business-service";
import { dollarsToCents, type ServicePatch } from "./service-schema";

/**
 * Changes the given fields of a non-archived service of the business (the form sends them
 * all, the REST PATCH only some). A service that stops recurring loses its interval; one
 * that is recurring after the change must have an interval.
 */
export async function updateService(scope: BusinessScope, serviceId: string, patch: ServicePatch): Promise<AdminServiceView> {
  const set: Partial<typeof services.$inferInsert> = { updatedAt: new Date() };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.price !== undefined) set.priceCents = dollarsToCents(patch.price);
  if (patch.billingMethod !== undefined) set.billingMethod = patch.billingMethod;
  if (patch.isRecurring !== undefined) set.isRecurring = patch.isRecurring;
  if (patch.recurringInterval !== undefined) set.recurringInterval = patch.recurringInterval;
  if (patch.isRecurring === false) set.recurringInterval = null;
  if (patch.durationMinutes !== undefined) set.durationMinutes = patch.durationMinutes;
  if (patch.tags !== undefined) set.tags = patch.tags;
  if (patch.active !== undefined) set.active = patch.active;

  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(services)
      .set(set)
      .where(and(eq(services.businessId, scope.businessId), eq(services.id, serviceId), isNull(services.archivedAt)))
      .returning(adminServiceColumns);
    if (!row) throw new DomainError("not_found", SERVICE_NOT_FOUND);
    if (row.isRecurring && !row.recurringInterval) {
      throw new DomainError("unprocessable", "recurringInterval: This field is required", { field: "recurringInterval" });
    }
    return row;
  });
}
