import { Settings } from "lucide-react";
import type { Metadata } from "next";
import { EmptySection } from "@/components/admin/empty-section";
import { PageHeader } from "@/components/admin/page-header";
import { requireStaff } from "@/lib/auth/require-staff";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminSettingsPage() {
  await requireStaff({ section: "settings" });
  return (
    <>
      <PageHeader title="Settings" icon={Settings} />
      <EmptySection icon={Settings} title="Business settings" body="Your business profile, branding, portal and payment settings will be managed here." />
    </>
  );
}
