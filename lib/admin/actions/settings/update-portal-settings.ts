"use server";

import { revalidatePath } from "next/cache";
import { portalSettingsSchema } from "@/lib/businesses/settings/settings-schemas";
import { updatePortalSettings } from "@/lib/businesses/settings/update-portal-settings";
import { staffAction } from "@/lib/core/staff-action";

/** Settings → Portal: subdomain and portal options (manage_settings). */
export const updatePortalSettingsAction = staffAction("manage_settings", portalSettingsSchema, async (input, staff) => {
  const result = await updatePortalSettings({ businessId: staff.businessId, actorUserId: staff.userId }, input);
  revalidatePath("/admin", "layout");
  return result;
});
