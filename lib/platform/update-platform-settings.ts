import "server-only";
import { db } from "@/db/client";
import { platformSettings } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { readPlatformSettings } from "./platform-settings";
import { SETTING_KEYS, type PlatformSettingName, type PlatformSettings } from "./platform-settings-schema";

export type SettingsActor = { userId: string; ip: string | null };

/**
 * Saves the typed settings. Only values that differ are written, each with an audit row
 * `platform_setting.updated` holding the key and its old and new value. Returns the keys changed.
 */
export async function updatePlatformSettings(input: PlatformSettings, actor: SettingsActor, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const current = await readPlatformSettings(tx);
    const changed: string[] = [];
    for (const name of Object.keys(SETTING_KEYS) as PlatformSettingName[]) {
      const from = current[name];
      const to = input[name];
      if (from === to) continue;
      const key = SETTING_KEYS[name];
      await tx
        .insert(platformSettings)
        .values({ key, value: to, updatedAt: now })
        .onConflictDoUpdate({ target: platformSettings.key, set: { value: to, updatedAt: now } });
      await writeAuditEntry(tx, {
        actor: { type: "superadmin", id: actor.userId },
        action: "platform_setting.updated",
        target: { type: "platform_setting" },
        meta: { key, from, to },
        ip: actor.ip,
      });
      changed.push(key);
    }
    return changed;
  });
}
