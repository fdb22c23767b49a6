import "server-only";
import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { locations } from "@/db/schema";
import { locationColumns } from "./location-columns";
import type { LocationView } from "./location-views";

/**
 * The location a request from this postal code goes to (issue 38 item 5): the live location
 * whose service area lists it (the default first if it lists it too, then by name), else the
 * default. A ZIP+4 counts by its first five digits; anything else is no code at all.
 */
export async function findLocationForPostalCode(scope: { businessId: string }, postalCode: string | null | undefined): Promise<LocationView> {
  const code = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(postalCode ?? "")?.[1] ?? null;
  const serves = code ? sql`${locations.postalCodes} @> array[${code}]::text[]` : null;
  const [row] = await db
    .select(locationColumns)
    .from(locations)
    .where(and(eq(locations.businessId, scope.businessId), isNull(locations.archivedAt), serves ? or(serves, eq(locations.isDefault, true)) : eq(locations.isDefault, true)))
    .orderBy(...(serves ? [desc(serves)] : []), desc(locations.isDefault), asc(sql`lower(${locations.name})`))
    .limit(1);
  // Every business has its default location (migration 0042's trigger), so a row always comes back.
  return row;
}
