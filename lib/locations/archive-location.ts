import "server-only";
import { and, count, eq, gte, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, jobSeries, jobs, locations, properties } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { BusinessScope } from "@/lib/foundation/scope";
import { locationsInScope } from "./list-locations";
import { LOCATION_MESSAGES, type LocationActor } from "./location-views";
import { auditLocationChange, lockBusinessLocations, requireLiveLocations } from "./location-writes";

export type ArchivedLocation = { id: string; moved: { customers: number; properties: number; jobSeries: number; visits: number } };

/**
 * Archives a location the scope sees. The default cannot be archived. A location that still
 * has customers is refused with the question of where they go, unless `moveCustomersTo` names
 * another live location: then its customers, properties, job series and future visits move
 * there and it is archived, in one transaction (past visits stay where they happened).
 */
export async function archiveLocation(
  scope: BusinessScope,
  actor: LocationActor,
  input: { locationId: string; moveCustomersTo?: string | null },
): Promise<ArchivedLocation> {
  const { locationId, moveCustomersTo } = input;
  if (!isUuid(locationId)) throw new DomainError("not_found", LOCATION_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    await lockBusinessLocations(tx, scope.businessId);
    const [location] = await tx
      .select({ isDefault: locations.isDefault })
      .from(locations)
      .where(and(locationsInScope(scope), eq(locations.id, locationId), isNull(locations.archivedAt)))
      .for("update");
    if (!location) throw new DomainError("not_found", LOCATION_MESSAGES.notFound);
    if (location.isDefault) throw new DomainError("unprocessable", LOCATION_MESSAGES.archiveDefault);

    const moved = { customers: 0, properties: 0, jobSeries: 0, visits: 0 };
    if (moveCustomersTo) {
      if (moveCustomersTo === locationId) throw new DomainError("unprocessable", LOCATION_MESSAGES.moveToSelf, { field: "moveCustomersTo" });
      await requireLiveLocations(tx, scope, [moveCustomersTo], "moveCustomersTo");
      const to = { locationId: moveCustomersTo };
      // One after another: a transaction is one connection.
      const c = await tx.update(customers).set(to).where(and(eq(customers.businessId, scope.businessId), eq(customers.locationId, locationId))).returning({ id: customers.id });
      const p = await tx.update(properties).set(to).where(and(eq(properties.businessId, scope.businessId), eq(properties.locationId, locationId))).returning({ id: properties.id });
      const s = await tx.update(jobSeries).set(to).where(and(eq(jobSeries.businessId, scope.businessId), eq(jobSeries.locationId, locationId))).returning({ id: jobSeries.id });
      const v = await tx.update(jobs).set(to).where(and(eq(jobs.businessId, scope.businessId), eq(jobs.locationId, locationId), gte(jobs.scheduledDate, new Date()))).returning({ id: jobs.id });
      Object.assign(moved, { customers: c.length, properties: p.length, jobSeries: s.length, visits: v.length });
    } else {
      const [left] = await tx
        .select({ n: count() })
        .from(customers)
        .where(and(eq(customers.businessId, scope.businessId), eq(customers.locationId, locationId), isNull(customers.archivedAt)));
      if (left.n > 0) throw new DomainError("conflict", LOCATION_MESSAGES.hasCustomers, { field: "moveCustomersTo" });
    }

    await tx.update(locations).set({ archivedAt: new Date(), updatedAt: new Date() }).where(and(eq(locations.businessId, scope.businessId), eq(locations.id, locationId)));
    await auditLocationChange(tx, {
      businessId: scope.businessId, actor, action: "location.archived", target: { type: "location", id: locationId }, meta: { movedTo: moveCustomersTo ?? null, ...moved },
    });
    return { id: locationId, moved };
  });
}
