import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { atScopeLocations } from "./location-scope-sql";

/**
 * How many non-archived customers call each location home (Settings → Locations: archiving one
 * that has any asks where they go). Locations without customers are absent.
 */
export async function countLocationCustomers(scope: BusinessScope): Promise<Record<string, number>> {
  const rows = await db
    .select({ locationId: customers.locationId, n: count() })
    .from(customers)
    .where(and(eq(customers.businessId, scope.businessId), atScopeLocations(customers.locationId, scope), isNull(customers.archivedAt)))
    .groupBy(customers.locationId);
  return Object.fromEntries(rows.map((row) => [row.locationId, row.n]));
}
