import { eq, inArray } from "drizzle-orm";
import { db, type DbOrTx } from "@/db/client";
import { platformSettings } from "@/db/schema";
import {
  PLATFORM_SETTING_DEFAULTS,
  SETTING_KEYS,
  platformSettingsSchema,
  type PlatformSettingName,
  type PlatformSettings,
} from "./platform-settings-schema";

export async function getPlatformSetting(key: string): Promise<unknown> {
  const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, key)).limit(1);
  return row?.value;
}

/**
 * The typed settings: each stored value that still passes its schema, else its default
 * (a value saved by the old raw-JSON editor that no longer fits is not trusted). Not server-only:
 * the worker reads the platform fee for autopay charges.
 */
export async function readPlatformSettings(tx: DbOrTx = db): Promise<PlatformSettings> {
  const names = Object.keys(SETTING_KEYS) as PlatformSettingName[];
  const rows = await tx
    .select({ key: platformSettings.key, value: platformSettings.value })
    .from(platformSettings)
    .where(inArray(platformSettings.key, Object.values(SETTING_KEYS)));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings = { ...PLATFORM_SETTING_DEFAULTS };
  for (const name of names) {
    const parsed = platformSettingsSchema.shape[name].safeParse(stored.get(SETTING_KEYS[name]));
    if (parsed.success) (settings as Record<string, unknown>)[name] = parsed.data;
  }
  return settings;
}

/** Sign-ups stay open unless a superadmin has set signups_open to false. */
export async function signupsOpen(): Promise<boolean> {
  try {
    return (await getPlatformSetting(SETTING_KEYS.signupsOpen)) !== false;
  } catch {
    return true;
  }
}
