import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { locations } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { seesLocation, type BusinessScope } from "@/lib/foundation/scope";

export const UNKNOWN_LOCATION_MESSAGE = "Unknown location";

/**
 * Where a new customer lives (issue 38 item 2): the location asked for, when it is a live
 * location of the business the scope may see (else 422 — an unknown or foreign id is refused,
 * never stored); without one, a limited scope's first location, so that what a Dayton manager
 * adds is Dayton's; undefined lets the database give the business's default.
 */
export async function resolveHomeLocation(scope: BusinessScope, requested: string | null | undefined): Promise<string | undefined> {
  if (!requested) return scope.locationIds?.[0] ?? undefined;
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.businessId, scope.businessId), eq(locations.id, requested), isNull(locations.archivedAt)));
  if (!row || !seesLocation(scope, row.id)) throw new DomainError("unprocessable", UNKNOWN_LOCATION_MESSAGE, { field: "locationId" });
  return row.id;
}
