"use server";

import { revalidatePath } from "next/cache";
import { superadminAction } from "@/lib/core/superadmin-action";
import { portalAccessSchema } from "@/lib/platform/businesses/business-admin-schemas";
import { setBusinessPortalEnabled } from "@/lib/platform/businesses/set-business-portal-enabled";

/** Superadmin business detail: enable or disable the customer portal (audited). */
export const setBusinessPortalEnabledAction = superadminAction(
  portalAccessSchema,
  async (input, admin) => {
    const result = await setBusinessPortalEnabled(input, { userId: admin.userId, ip: admin.request.ip });
    revalidatePath(`/superadmin/businesses/${input.businessId}`);
    revalidatePath("/superadmin/businesses");
    return { enabled: input.enabled, changed: result.changed };
  },
  { fallback: "Failed to update business" },
);
