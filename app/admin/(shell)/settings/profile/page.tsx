import type { Metadata } from "next";
import { BusinessProfileForm } from "@/components/admin/settings/business-profile-form";
import { getBusinessSettings } from "@/lib/businesses/settings/get-business-settings";
import { timeZones } from "@/lib/businesses/settings/settings-schemas";
import { requireStaff } from "@/lib/identity/staff/require-staff";

export const metadata: Metadata = { title: "Business profile · Settings" };

export default async function BusinessProfileSettingsPage() {
  const staff = await requireStaff({ section: "settings" });
  const settings = await getBusinessSettings(staff);
  return (
    <section className="grid gap-4">
      <h2 className="text-lg font-semibold">Business profile</h2>
      <BusinessProfileForm
        timeZones={timeZones()}
        initial={{
          companyName: settings.companyName,
          businessEmail: settings.businessEmail ?? "",
          businessPhone: settings.businessPhone ?? "",
          businessAddress: settings.businessAddress ?? "",
          timezone: settings.timezone,
          taxRate: String(settings.taxRate),
        }}
      />
    </section>
  );
}
