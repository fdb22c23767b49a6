import "server-only";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { locations } from "@/db/schema";

export type ServingLocation = { id: string; name: string; timezone: string | null };

/**
 * The branch that serves a five-digit ZIP code (issue 39 item 2): the live location whose service
 * area lists the code (the default first if it lists it too, then by name); else the default
 * location when it lists no codes of its own — it takes whatever no branch lists, as it does for
 * customers added without a location (migration 0042). A default with its own list draws the
 * business's outer edge: outside every list, the visitor is outside every area.
 */
export async function locationServingZip(businessId: string, zip: string): Promise<ServingLocation | null> {
  const live = await db
    .select({
      id: locations.id, name: locations.name, timezone: locations.timezone, isDefault: locations.isDefault,
      serves: sql<boolean>`${locations.postalCodes} @> array[${zip}]::text[]`, listsNone: sql<boolean>`cardinality(${locations.postalCodes}) = 0`,
    })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), isNull(locations.archivedAt)))
    .orderBy(desc(locations.isDefault), asc(sql`lower(${locations.name})`));
  const serving = live.find((location) => location.serves) ?? live.find((location) => location.isDefault && location.listsNone);
  return serving ? { id: serving.id, name: serving.name, timezone: serving.timezone } : null;
}
