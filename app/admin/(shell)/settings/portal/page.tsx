import type { Metadata } from "next";
import { PortalSettingsForm } from "@/components/admin/settings/portal-settings-form";
import { getBusinessSettings } from "@/lib/businesses/settings/get-business-settings";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { portalUrl } from "@/lib/tenancy/portal-url";

export const metadata: Metadata = { title: "Portal · Settings" };

export default async function PortalSettingsPage() {
  const staff = await requireStaff({ section: "settings" });
  const settings = await getBusinessSettings(staff);
  const apexHost = new URL(portalUrl(settings.portalSubdomain)).host.slice(settings.portalSubdomain.length + 1);
  return (
    <section className="grid gap-4">
      <h2 className="text-lg font-semibold">Portal</h2>
      <PortalSettingsForm
        apexHost={apexHost}
        initial={{
          portalSubdomain: settings.portalSubdomain,
          portalEnabled: settings.portalEnabled,
          allowCancellation: settings.allowCancellation,
          allowRescheduling: settings.allowRescheduling,
          autoReminders: settings.autoReminders,
          reminderHours: String(settings.reminderHours),
          notifications: settings.notifications,
        }}
      />
    </section>
  );
}
