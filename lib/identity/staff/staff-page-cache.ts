import "server-only";
import { getToken } from "next-auth/jwt";
import { cache } from "react";
import { readBusinessDataVersion } from "@/lib/page-cache/business-data-version";
import { claimPageCache } from "@/lib/page-cache/page-cache-request";
import { registerPageCacheValidator } from "@/lib/page-cache/page-cache-validators";
import { resolveAuthSecret } from "./secret";
import { isSessionVersionCurrent } from "./session-version";
import { signedInStaffContext } from "./signed-in-staff";
import type { StaffContext } from "./staff-context";

const STAFF_SESSION = "staff-session";

/**
 * A kept admin page goes only to the session cookie it was rendered for, and only while the
 * guard would still let that session in as the same owner or employee of the same business:
 * the token decodes and has not expired, its session version is current (not signed out or
 * revoked), the user is still active staff of that business (not through support view), and
 * the business's data version is the one the page read. Permissions are business data: a change
 * raises the version, so a page is never served past a permission change.
 */
registerPageCacheValidator(STAFF_SESSION, async (claim, asker) => {
  if (!asker.cookie) return false;
  const token = await getToken({ req: { headers: { cookie: asker.cookie } }, secret: resolveAuthSecret(), secureCookie: asker.proto === "https" });
  if (!token?.sub || token.sub !== claim.identity) return false;
  if (!(await isSessionVersionCurrent(token.sub, token.sessionVersion as number | undefined))) return false;
  const staff = await signedInStaffContext(token.sub);
  if (!staff || staff.supportView || staff.businessId !== claim.businessId) return false;
  return (await readBusinessDataVersion(claim.businessId)) === claim.version;
});

/** Once per request, however many guards run (the shell's layout and the page both do). */
const claimOnce = cache(async (businessId: string, userId: string) => {
  const version = await readBusinessDataVersion(businessId);
  if (version !== null) claimPageCache({ businessId, version, validator: STAFF_SESSION, identity: userId });
});

/**
 * Called by the admin guard once the staff member is known and before the page reads its data.
 * Support view is never kept: each page it opens is audited (require-staff.ts).
 */
export async function claimStaffPage(staff: StaffContext): Promise<void> {
  if (staff.supportView) return;
  await claimOnce(staff.businessId, staff.userId);
}
