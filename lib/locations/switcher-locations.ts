import "server-only";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { locations, users } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";

export type SwitcherLocation = { id: string; name: string };

/**
 * The admin shell's location switcher (issue 38 item 4): the live locations a staff member may
 * pick — every one for the owner and an unrestricted member, else theirs — default first.
 */
export async function listSwitcherLocations(input: { businessId: string; allowedLocationIds: readonly string[] | null }): Promise<SwitcherLocation[]> {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(
      and(
        eq(locations.businessId, input.businessId),
        isNull(locations.archivedAt),
        input.allowedLocationIds ? inArray(locations.id, [...input.allowedLocationIds]) : undefined,
      ),
    )
    .orderBy(desc(locations.isDefault), asc(locations.name));
}

/**
 * Remembers the switcher's choice for this user (null: All). Only a live location the member
 * may see; the staff context checks it again on every read, so a later archive or limit wins.
 */
export async function chooseAdminLocation(
  staff: { userId: string; businessId: string; allowedLocationIds: readonly string[] | null },
  locationId: string | null,
): Promise<void> {
  if (locationId !== null) {
    const allowed = await listSwitcherLocations(staff);
    if (!allowed.some((location) => location.id === locationId)) throw new DomainError("unprocessable", "Unknown location", { field: "locationId" });
  }
  await db.update(users).set({ adminLocationId: locationId }).where(eq(users.id, staff.userId));
}
