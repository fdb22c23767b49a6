import "server-only";
import { db } from "@/db/client";
import { locations } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { locationColumns } from "./location-columns";
import type { LocationInput } from "./location-schema";
import type { LocationActor, LocationView } from "./location-views";
import { auditLocationChange, refusingDuplicateName, switchDefaultLocation } from "./location-writes";

/**
 * Adds a location (branch) to the business, audited; `isDefault` makes it the default at once
 * (the previous default unset in the same transaction). A name the business already uses, in
 * any case, is refused with the form's message.
 */
export async function createLocation(scope: BusinessScope, actor: LocationActor, input: LocationInput & { isDefault?: boolean }): Promise<LocationView> {
  const { isDefault, ...values } = input;
  return refusingDuplicateName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(locations)
        .values({ ...values, businessId: scope.businessId })
        .returning(locationColumns);
      const target = { type: "location", id: row.id };
      await auditLocationChange(tx, { businessId: scope.businessId, actor, action: "location.created", target, meta: { name: row.name, postalCodes: row.postalCodes.length } });
      if (!isDefault) return row;
      const previous = await switchDefaultLocation(tx, scope.businessId, row.id);
      await auditLocationChange(tx, { businessId: scope.businessId, actor, action: "location.default_changed", target, meta: { from: previous, to: row.id } });
      return { ...row, isDefault: true };
    }),
  );
}
