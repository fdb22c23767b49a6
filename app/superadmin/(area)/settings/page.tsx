import type { Metadata } from "next";
import { PlatformSettingsForm } from "@/components/superadmin/platform-settings-form";
import { requireSuperadmin } from "@/lib/identity/staff/require-superadmin";
import { readPlatformSettings } from "@/lib/platform/platform-settings";

export const metadata: Metadata = { title: "Settings" };

export default async function SuperadminSettingsPage() {
  await requireSuperadmin();
  const settings = await readPlatformSettings();
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Platform settings</h1>
        <p className="text-sm text-muted-foreground">Every change is written to the audit log with its old and new value.</p>
      </div>
      <PlatformSettingsForm initial={settings} />
    </div>
  );
}
