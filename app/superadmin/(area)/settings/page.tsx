import type { Metadata } from "next";
import { PlatformSettingForm } from "@/components/superadmin/platform-setting-form";
import { requireSuperadmin } from "@/lib/auth/require-superadmin";
import { listPlatformSettings } from "@/lib/superadmin/platform-settings";

export const metadata: Metadata = { title: "Settings" };

export default async function SuperadminSettingsPage() {
  await requireSuperadmin();
  const settings = await listPlatformSettings();
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Platform settings</h1>
        <p className="text-sm text-muted-foreground">Values are JSON: true or false, numbers, or &quot;text&quot; in quotes. signups_open false closes the Sign Up tab.</p>
      </div>
      <div className="grid gap-4 rounded-xl border bg-white p-4">
        {settings.length === 0 ? <p className="text-sm text-muted-foreground">No settings yet.</p> : null}
        {settings.map((setting) => (
          <PlatformSettingForm key={setting.key} settingKey={setting.key} initialValue={JSON.stringify(setting.value)} />
        ))}
      </div>
    </div>
  );
}
