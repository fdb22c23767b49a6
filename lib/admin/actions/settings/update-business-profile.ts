"use server";

import { revalidatePath } from "next/cache";
import { businessProfileSchema } from "@/lib/businesses/settings/settings-schemas";
import { updateBusinessProfile } from "@/lib/businesses/settings/update-business-profile";
import { staffAction } from "@/lib/core/staff-action";

/** Settings → Business profile (manage_settings). */
export const updateBusinessProfileAction = staffAction("manage_settings", businessProfileSchema, async (input, staff) => {
  await updateBusinessProfile({ businessId: staff.businessId, actorUserId: staff.userId }, input);
  revalidatePath("/admin", "layout");
  return null;
});
