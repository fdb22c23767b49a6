import { sql } from "drizzle-orm";

export type StaffLocationScope = {
  allowedLocationIds: string[] | null;
  selectedLocationId: string | null;
  locationIds: string[] | null;
};

/**
 * Columns of the staff context's one query (staff-context.ts, which joins users, businesses and
 * business_members): the member's location limit, and the switcher's choice only while it is a
 * live location of the business. Read in the same statement, so the location scope costs every
 * admin request no round trip of its own.
 */
export const staffLocationColumns = {
  limitIds: sql<string[]>`array(select ml.location_id::text from member_locations ml
    where ml.business_id = "businesses"."id" and ml.member_id = "business_members"."id" order by 1)`,
  liveChoiceId: sql<string | null>`(select l.id::text from locations l
    where l.business_id = "businesses"."id" and l.id = "users"."admin_location_id" and l.archived_at is null)`,
};

/**
 * What a staff member may see and sees now (issue 38 items 3 and 4): the member's limit (none
 * for the owner), and the switcher's choice kept only while it is one they are allowed.
 */
export function staffLocationScope(input: { isOwner: boolean; limitIds: string[]; liveChoiceId: string | null }): StaffLocationScope {
  const allowedLocationIds = !input.isOwner && input.limitIds.length > 0 ? input.limitIds : null;
  const choice = input.liveChoiceId;
  const selectedLocationId = choice && (allowedLocationIds === null || allowedLocationIds.includes(choice)) ? choice : null;
  const locationIds = selectedLocationId ? [selectedLocationId] : allowedLocationIds;
  return { allowedLocationIds, selectedLocationId, locationIds };
}
