import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { locations, memberLocations } from "@/db/schema";

export type StaffLocationScope = {
  allowedLocationIds: string[] | null;
  selectedLocationId: string | null;
  locationIds: string[] | null;
};

/**
 * What a staff member may see and sees now (issue 38 items 3 and 4), read from the database on
 * every request like the rest of the staff context: the member's location limit (none for the
 * owner), and the switcher's choice kept only while it is a live location they are allowed.
 */
export async function staffLocationScope(input: {
  businessId: string;
  /** Null for the owner, who is never limited. */
  memberId: string | null;
  chosenLocationId: string | null;
}): Promise<StaffLocationScope> {
  const { businessId, memberId, chosenLocationId } = input;
  const [limits, chosen] = await Promise.all([
    memberId
      ? db
          .select({ locationId: memberLocations.locationId })
          .from(memberLocations)
          .where(and(eq(memberLocations.businessId, businessId), eq(memberLocations.memberId, memberId)))
      : Promise.resolve([]),
    chosenLocationId
      ? db
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.businessId, businessId), eq(locations.id, chosenLocationId), isNull(locations.archivedAt)))
      : Promise.resolve([]),
  ]);
  const allowedLocationIds = limits.length > 0 ? limits.map((row) => row.locationId).sort() : null;
  const choice = chosen[0]?.id ?? null;
  const selectedLocationId = choice && (allowedLocationIds === null || allowedLocationIds.includes(choice)) ? choice : null;
  const locationIds = selectedLocationId ? [selectedLocationId] : allowedLocationIds;
  return { allowedLocationIds, selectedLocationId, locationIds };
}
