import { Calendar } from "lucide-react";
import type { Metadata } from "next";
import { EmptySection } from "@/components/admin/empty-section";
import { PageHeader } from "@/components/admin/page-header";
import { requireStaff } from "@/lib/auth/require-staff";

export const metadata: Metadata = { title: "Schedule" };

export default async function AdminSchedulePage() {
  await requireStaff({ section: "schedule" });
  return (
    <>
      <PageHeader title="Schedule" icon={Calendar} />
      <EmptySection icon={Calendar} title="Nothing scheduled yet" body="Jobs and visits will appear on this schedule." />
    </>
  );
}
