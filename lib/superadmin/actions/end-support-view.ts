"use server";

import { noInput } from "@/lib/foundation/no-input";
import { superadminAction } from "@/lib/core/superadmin-action";
import { endSupportView } from "@/lib/platform/support-view/end-support-view";
import { clearSupportViewCookie, readSupportViewCookie } from "@/lib/platform/support-view/support-view-cookie";

/**
 * The support-view banner's "Exit support view": ends the session (audited on the business)
 * and clears the cookie, then answers where to go — the business's detail page.
 */
export const endSupportViewAction = superadminAction(
  noInput,
  async (_input, admin) => {
    const token = await readSupportViewCookie();
    const ended = token ? await endSupportView(token, { userId: admin.userId, ip: admin.request.ip }) : null;
    await clearSupportViewCookie();
    return { redirectTo: ended ? `/superadmin/businesses/${ended.businessId}` : "/superadmin/businesses" };
  },
  { fallback: "Failed to end support view" },
);
