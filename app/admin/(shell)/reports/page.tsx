import { BarChart3 } from "lucide-react";
import type { Metadata } from "next";
import { EmptySection } from "@/components/admin/empty-section";
import { PageHeader } from "@/components/admin/page-header";
import { requireStaff } from "@/lib/auth/require-staff";

export const metadata: Metadata = { title: "Reports" };

export default async function AdminReportsPage() {
  await requireStaff({ section: "reports" });
  return (
    <>
      <PageHeader title="Reports" icon={BarChart3} />
      <EmptySection icon={BarChart3} title="No reports yet" body="Revenue, retention and job reports will appear here." />
    </>
  );
}
