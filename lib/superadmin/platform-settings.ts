import "server-only";
import { asc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { platformSettings } from "@/db/schema";

export type PlatformSetting = { key: string; value: unknown; updatedAt: Date };

/** Platform-wide settings (superadmin area). */
export async function listPlatformSettings(): Promise<PlatformSetting[]> {
  return db.select().from(platformSettings).orderBy(asc(platformSettings.key));
}

export async function getPlatformSetting(key: string): Promise<unknown> {
  const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, key)).limit(1);
  return row?.value;
}

/** Sign-ups stay open unless a superadmin has set signups_open to false. */
export async function signupsOpen(): Promise<boolean> {
  try {
    return (await getPlatformSetting("signups_open")) !== false;
  } catch {
    return true;
  }
}
