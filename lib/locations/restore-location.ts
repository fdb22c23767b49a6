import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { db } from "@/db/client";
import { locations } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { BusinessScope } from "@/lib/foundation/scope";
import { locationsInScope } from "./list-locations";
import { LOCATION_MESSAGES, type LocationActor } from "./location-views";
import { auditLocationChange } from "./location-writes";

/** Brings an archived location the scope sees back to the list (empty: its customers moved away). */
export async function restoreLocation(scope: BusinessScope, actor: LocationActor, locationId: string): Promise<{ id: string }> {
  if (!isUuid(locationId)) throw new DomainError("not_found", LOCATION_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(locations)
      .set({ archivedAt: null, updatedAt: new Date() })
      .where(and(locationsInScope(scope), eq(locations.id, locationId), isNotNull(locations.archivedAt)))
      .returning({ id: locations.id, name: locations.name });
    if (!row) throw new DomainError("not_found", LOCATION_MESSAGES.notFound);
    await auditLocationChange(tx, { businessId: scope.businessId, actor, action: "location.restored", target: { type: "location", id: row.id }, meta: { name: row.name } });
    return { id: row.id };
  });
}
