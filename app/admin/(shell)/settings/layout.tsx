import { Settings } from "@/components/icons";
import { PageHeader } from "@/components/admin/page-header";
import { SettingsNav } from "@/components/admin/settings/settings-nav";
import { SETTINGS_SECTIONS } from "@/lib/admin/settings-sections";
import { hasAnyPermission } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";

/** /admin/settings/*: the section list beside the open section (manage_settings, spec §6). */
export default async function SettingsLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireStaff({ section: "settings" });
  const sections = SETTINGS_SECTIONS.filter(
    (section) => (!section.also || hasAnyPermission(staff.permissions, [section.also])) && (!section.ownerOnly || staff.role === "owner"),
  );
  return (
    <>
      <PageHeader title="Settings" icon={Settings} description={`How ${staff.businessName} works and how its portal looks.`} />
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <SettingsNav sections={sections} />
        <div className="min-w-0">{children}</div>
      </div>
    </>
  );
}
