"use server";

import { superadminAction } from "@/lib/core/superadmin-action";
import { supportViewSchema } from "@/lib/platform/businesses/business-admin-schemas";
import { setSupportViewCookie } from "@/lib/platform/support-view/support-view-cookie";
import { startSupportView } from "@/lib/platform/support-view/start-support-view";

/** Superadmin business detail → "View as support": a 30-minute read-only view of its admin area (audited). */
export const startSupportViewAction = superadminAction(
  supportViewSchema,
  async (input, admin) => {
    const view = await startSupportView(input.businessId, { userId: admin.userId, ip: admin.request.ip });
    await setSupportViewCookie(view.token, view.expiresAt);
    return { redirectTo: "/admin/dashboard", expiresAt: view.expiresAt.toISOString() };
  },
  { fallback: "Failed to start support view" },
);
