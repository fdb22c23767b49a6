import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { locations } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { BusinessScope } from "@/lib/foundation/scope";
import { locationsInScope } from "./list-locations";
import { locationColumns } from "./location-columns";
import type { LocationInput, LocationPatch } from "./location-schema";
import { LOCATION_MESSAGES, type LocationActor, type LocationView } from "./location-views";
import { auditLocationChange, lockBusinessLocations, refusingDuplicateName, switchDefaultLocation } from "./location-writes";

const FIELDS = ["name", "address", "phone", "email", "timezone", "postalCodes", "radiusMiles", "taxRateBps", "documentPrefix"] as const satisfies ReadonlyArray<keyof LocationInput>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Changes the given fields of a location the scope sees (the form sends them all, the REST
 * PATCH only some), audited with each change's from and to. `isDefault: true` makes it the
 * default, unsetting the previous one in the same transaction; the default stays the default
 * until another is chosen (`isDefault: false` on it is refused).
 */
export async function updateLocation(scope: BusinessScope, actor: LocationActor, locationId: string, patch: LocationPatch): Promise<LocationView> {
  if (!isUuid(locationId)) throw new DomainError("not_found", LOCATION_MESSAGES.notFound);
  return refusingDuplicateName(() =>
    db.transaction(async (tx) => {
      // A switch takes the business's lock before any row lock, as archiving does, so two never wait on each other.
      if (patch.isDefault) await lockBusinessLocations(tx, scope.businessId);
      const where = and(locationsInScope(scope), eq(locations.id, locationId));
      const [before] = await tx.select(locationColumns).from(locations).where(where).for("update");
      if (!before) throw new DomainError("not_found", LOCATION_MESSAGES.notFound);
      if (patch.isDefault === false && before.isDefault) throw new DomainError("unprocessable", LOCATION_MESSAGES.keepDefault, { field: "isDefault" });

      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of FIELDS) {
        if (patch[field] !== undefined && !same(before[field], patch[field])) changes[field] = { from: before[field], to: patch[field] };
      }
      let row = before;
      if (Object.keys(changes).length > 0) {
        const set = Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to]));
        [row] = await tx
          .update(locations)
          .set({ ...set, updatedAt: new Date() })
          .where(where)
          .returning(locationColumns);
        await auditLocationChange(tx, { businessId: scope.businessId, actor, action: "location.updated", target: { type: "location", id: locationId }, meta: { changes } });
      }
      if (patch.isDefault && !before.isDefault) {
        const previous = await switchDefaultLocation(tx, scope.businessId, locationId);
        await auditLocationChange(tx, { businessId: scope.businessId, actor, action: "location.default_changed", target: { type: "location", id: locationId }, meta: { from: previous, to: locationId } });
        row = { ...row, isDefault: true };
      }
      return row;
    }),
  );
}
