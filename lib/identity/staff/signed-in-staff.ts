import "server-only";
import { detectUserType } from "./detect-user-type";
import { staffContextFor, type StaffContext } from "./staff-context";
import { supportViewStaffContext } from "./support-view-context";
import { databaseUserTypeLookups } from "./user-type-lookups";

/**
 * The staff context of a signed-in user for the admin area: an owner or employee of their
 * business, or a superadmin with a live support view of one (read-only). Null otherwise.
 */
export async function signedInStaffContext(userId: string): Promise<StaffContext | null> {
  const detection = await detectUserType(userId, databaseUserTypeLookups());
  if (detection.userType === "superadmin") return supportViewStaffContext(userId);
  return staffContextFor(userId, detection);
}
