import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { andAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";

/** Every tag the business's customers carry (the list's tag filter), alphabetical, at most 200. */
export async function listCustomerTags(scope: BusinessScope): Promise<string[]> {
  const rows = (await db.execute<{ tag: string }>(
    sql`select distinct unnest(tags) as tag from customers where business_id = ${scope.businessId}${andAtScopeLocations(sql`location_id`, scope)} order by 1 limit 200`,
  )) as unknown as Array<{ tag: string }>;
  return rows.map((row) => row.tag);
}
