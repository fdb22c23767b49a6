import "server-only";
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { locations } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { seesEveryLocation, type BusinessScope } from "@/lib/foundation/scope";
import { locationColumns } from "./location-columns";
import type { LocationView } from "./location-views";

/** A location's place in the list: [0 for the default else 1, lower-case name, id]. */
export type LocationListKey = [number, string, string];
export const locationListKey = (row: LocationView): LocationListKey => [row.isDefault ? 0 : 1, row.name.toLowerCase(), row.id];

/** The business's locations the scope sees: all of them, or only its `locationIds`. */
export function locationsInScope(scope: BusinessScope): SQL | undefined {
  const inBusiness = eq(locations.businessId, scope.businessId);
  return seesEveryLocation(scope) ? inBusiness : and(inBusiness, inArray(locations.id, [...(scope.locationIds ?? [])]));
}

/**
 * The locations the scope sees, the default first, then by name: a location-limited member or
 * API key lists only theirs. Archived ones only when asked. `limit` and `after` page it for the
 * REST API (`limit + 1` rows come back so the caller can tell whether there is more).
 */
export async function listLocations(
  scope: BusinessScope,
  options: { includeArchived?: boolean; limit?: number; after?: ReadonlyArray<string | number | null> | null } = {},
): Promise<LocationView[]> {
  const conditions: Array<SQL | undefined> = [locationsInScope(scope)];
  if (!options.includeArchived) conditions.push(isNull(locations.archivedAt));
  if (options.after) {
    const [rank, name, id] = options.after;
    if ((rank !== 0 && rank !== 1) || typeof name !== "string" || typeof id !== "string" || !isUuid(id)) throw new DomainError("invalid", "cursor is not valid");
    conditions.push(sql`(case when ${locations.isDefault} then 0 else 1 end, lower(${locations.name}), ${locations.id}) > (${rank}::int, ${name}::text, ${id}::uuid)`);
  }
  const query = db
    .select(locationColumns)
    .from(locations)
    .where(and(...conditions))
    .orderBy(desc(locations.isDefault), asc(sql`lower(${locations.name})`), asc(locations.id));
  return options.limit ? query.limit(options.limit + 1) : query;
}
