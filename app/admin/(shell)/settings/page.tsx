import { ChevronRight } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { SETTINGS_SECTIONS } from "@/lib/admin/settings-sections";
import { hasAnyPermission } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";

export const metadata: Metadata = { title: "Settings" };

/** The settings index: every section this member may open, with what it holds. */
export default async function AdminSettingsPage() {
  const staff = await requireStaff({ section: "settings" });
  const sections = SETTINGS_SECTIONS.filter(
    (section) => (!section.also || hasAnyPermission(staff.permissions, [section.also])) && (!section.ownerOnly || staff.role === "owner"),
  );
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Settings sections">
      {sections.map((section) => (
        <li key={section.href}>
          <Link href={section.href} className="flex items-center justify-between gap-3 rounded-xl border bg-white p-4 outline-none hover:border-primary focus-visible:ring-2 focus-visible:ring-ring">
            <span>
              <span className="block font-semibold">{section.label}</span>
              <span className="block text-sm text-muted-foreground">{section.description}</span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
