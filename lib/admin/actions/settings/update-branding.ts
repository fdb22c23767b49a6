"use server";

import { revalidatePath } from "next/cache";
import { brandingSchema } from "@/lib/businesses/settings/settings-schemas";
import { updateBranding } from "@/lib/businesses/settings/update-branding";
import { staffAction } from "@/lib/core/staff-action";

/** Settings → Branding: the portal's colours (manage_settings). */
export const updateBrandingAction = staffAction("manage_settings", brandingSchema, async (input, staff) => {
  await updateBranding({ businessId: staff.businessId, actorUserId: staff.userId }, input);
  revalidatePath("/admin/settings/branding");
  return null;
});
