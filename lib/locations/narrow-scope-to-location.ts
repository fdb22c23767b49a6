import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { locations } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { seesLocation, type BusinessScope } from "@/lib/foundation/scope";
import { UNKNOWN_LOCATION_MESSAGE } from "./resolve-home-location";

/**
 * A list's `?location_id=` (API v1, issue 38 item 6): the scope narrowed to that one location,
 * so every list that honours the scope filters by it without a filter of its own. A location of
 * another business, or one a limited key may not see, is refused (422), never an empty list.
 */
export async function narrowScopeToLocation<S extends BusinessScope>(scope: S, locationId: string | undefined): Promise<S> {
  if (!locationId) return scope;
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.businessId, scope.businessId), eq(locations.id, locationId)));
  if (!row || !seesLocation(scope, row.id)) throw new DomainError("unprocessable", UNKNOWN_LOCATION_MESSAGE);
  return { ...scope, locationIds: [row.id] };
}
