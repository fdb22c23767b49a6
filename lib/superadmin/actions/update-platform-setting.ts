"use server";

import { revalidatePath } from "next/cache";
import { withSuperadmin } from "@/lib/auth/with-superadmin";
import { platformSettingSchema, updatePlatformSetting } from "../update-platform-setting";

/** Superadmin Settings: set one platform setting. */
export const updatePlatformSettingAction = withSuperadmin(platformSettingSchema, async (input) => {
  await updatePlatformSetting(input);
  revalidatePath("/superadmin/settings");
  return null;
});
