"use server";

import { revalidatePath } from "next/cache";
import { superadminAction } from "@/lib/core/superadmin-action";
import { platformSettingsSchema } from "@/lib/platform/platform-settings-schema";
import { updatePlatformSettings } from "@/lib/platform/update-platform-settings";

/** Superadmin Settings: save the typed platform settings (each change audited). */
export const updatePlatformSettingsAction = superadminAction(
  platformSettingsSchema,
  async (input, admin) => {
    const changed = await updatePlatformSettings(input, { userId: admin.userId, ip: admin.request.ip });
    revalidatePath("/superadmin/settings");
    return { changed };
  },
  { fallback: "Failed to save settings" },
);
