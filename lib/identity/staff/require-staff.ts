import "server-only";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";
import { auth } from "@/auth";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "@/lib/foundation/database-unavailable";
import { canOpenSection, hasAnyPermission, type AdminSection, type Permission } from "@/lib/identity/permissions";
import { clientAddress } from "@/lib/security/client-address";
import { recordSupportViewPage } from "@/lib/platform/support-view/record-support-view-page";
import { REQUEST_PATH_HEADER } from "./request-path-header";
import { hasStaffSessionCookie } from "./session-cookie";
import { signedInStaffContext } from "./signed-in-staff";
import { claimStaffPage } from "./staff-page-cache";
import type { StaffContext } from "./staff-context";

/** Where a signed-in user whose session no longer matches the database is signed out. */
export const SESSION_ENDED_PATH = "/auth/session-ended";

/** The current request's staff context, read once per request (layout and page share it). */
export const currentStaff = cache(async (): Promise<{ signedIn: boolean; staff: StaffContext | null }> => {
  const session = await auth();
  const userId = session?.user?.id;
  if (!userId) return { signedIn: false, staff: null };
  try {
    return { signedIn: true, staff: await signedInStaffContext(userId) };
  } catch (error) {
    // The database away is no access problem: the boundary says "temporarily unavailable" (503).
    if (isDatabaseUnavailable(error)) throw new DatabaseUnavailableError({ cause: error });
    console.error("staff context lookup failed", error);
    throw new Error("Access validation failed");
  }
});

/**
 * The business-area guard for layouts and pages (spec §2): no session → /auth; signed in
 * but not an owner or employee → /auth (which forwards other types to their own area); a
 * session whose user is no longer staff is ended. Missing permission → the 403 page.
 */
export async function requireStaff(options: { section?: AdminSection; anyOf?: readonly Permission[] } = {}): Promise<StaffContext> {
  const { signedIn, staff } = await currentStaff();
  if (!signedIn) redirect((await hasStaffSessionCookie()) ? SESSION_ENDED_PATH : "/auth");
  if (!staff) {
    const session = await auth();
    const type = session?.user?.userType;
    // The token still says staff but the database disagrees: end that session, or /auth would send them straight back.
    redirect(type === "business_owner" || type === "employee" ? SESSION_ENDED_PATH : "/auth");
  }
  if (staff.supportView) await recordSupportViewPageOnce(staff.supportView.sessionId, staff.supportView.expiresAt, staff.businessId, staff.userId);
  if (options.section && !canOpenSection(staff.permissions, options.section)) forbidden();
  if (options.anyOf && !hasAnyPermission(staff.permissions, options.anyOf)) forbidden();
  // Before the page reads its data: the rendered-page cache may keep it for this session (lib/page-cache).
  await claimStaffPage(staff);
  return staff;
}

/**
 * Support view audits each admin page it opens, once per request (layout and page both guard),
 * not for the router's prefetches, which nobody has looked at yet.
 */
const recordSupportViewPageOnce = cache(async (sessionId: string, expiresAt: Date, businessId: string, userId: string) => {
  const requestHeaders = await headers();
  const path = requestHeaders.get(REQUEST_PATH_HEADER);
  // A server action's re-render is no page being opened; nor is a prefetch.
  if (!path || requestHeaders.get("next-router-prefetch") || requestHeaders.get("next-action")) return;
  await recordSupportViewPage({ sessionId, expiresAt, businessId, userId }, path, clientAddress(requestHeaders));
});
