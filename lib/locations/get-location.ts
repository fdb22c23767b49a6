import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { locations } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { BusinessScope } from "@/lib/foundation/scope";
import { locationColumns } from "./location-columns";
import { locationsInScope } from "./list-locations";
import { LOCATION_MESSAGES, type LocationView } from "./location-views";

/** One location (archived too) the scope sees; another business's or location's id is not found. */
export async function getLocation(scope: BusinessScope, locationId: string): Promise<LocationView> {
  if (!isUuid(locationId)) throw new DomainError("not_found", LOCATION_MESSAGES.notFound);
  const [row] = await db
    .select(locationColumns)
    .from(locations)
    .where(and(locationsInScope(scope), eq(locations.id, locationId)))
    .limit(1);
  if (!row) throw new DomainError("not_found", LOCATION_MESSAGES.notFound);
  return row;
}
