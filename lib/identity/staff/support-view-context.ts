import "server-only";
import { PERMISSIONS } from "@/lib/identity/permissions";
import { readSupportViewCookie } from "@/lib/platform/support-view/support-view-cookie";
import { findLiveSupportView } from "@/lib/platform/support-view/find-live-support-view";
import type { StaffContext } from "./staff-context";

/**
 * A superadmin in support view, as a read-only member of the viewed business. They hold every
 * permission so that every admin page opens (several pages are guarded by a manage_*
 * permission); nothing can change, because lib/core refuses every staff action and every
 * state-changing staff route while `supportView` is set. Null without a live session.
 */
export async function supportViewStaffContext(userId: string): Promise<StaffContext | null> {
  const token = await readSupportViewCookie();
  if (!token) return null;
  const view = await findLiveSupportView(userId, token);
  if (!view) return null;
  return {
    userId,
    email: view.email,
    firstName: view.firstName,
    lastName: view.lastName,
    userType: "business_owner",
    businessId: view.businessId,
    businessName: view.businessName,
    portalSubdomain: view.portalSubdomain,
    memberId: null,
    role: "owner",
    roleTemplate: null,
    permissions: [...PERMISSIONS],
    businessSuspendedAt: view.businessSuspendedAt,
    // The operator sees every location, as the owner does.
    allowedLocationIds: null,
    selectedLocationId: null,
    locationIds: null,
    supportView: { sessionId: view.sessionId, expiresAt: view.expiresAt },
  };
}
