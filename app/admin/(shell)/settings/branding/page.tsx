import type { Metadata } from "next";
import { BrandingForm } from "@/components/admin/settings/branding-form";
import { getBusinessSettings } from "@/lib/businesses/settings/get-business-settings";
import { requireStaff } from "@/lib/identity/staff/require-staff";

export const metadata: Metadata = { title: "Branding · Settings" };

export default async function BrandingSettingsPage() {
  const staff = await requireStaff({ section: "settings" });
  const settings = await getBusinessSettings(staff);
  return (
    <section className="grid gap-4">
      <h2 className="text-lg font-semibold">Branding</h2>
      <BrandingForm
        companyName={settings.companyName}
        companyLogo={settings.companyLogo}
        initial={{ themePrimaryColor: settings.themePrimaryColor, themeSecondaryColor: settings.themeSecondaryColor }}
      />
    </section>
  );
}
