import { Wrench } from "lucide-react";
import type { Metadata } from "next";
import { EmptySection } from "@/components/admin/empty-section";
import { PageHeader } from "@/components/admin/page-header";
import { requireStaff } from "@/lib/auth/require-staff";

export const metadata: Metadata = { title: "Services" };

export default async function AdminServicesPage() {
  await requireStaff({ section: "services" });
  return (
    <>
      <PageHeader title="Services" icon={Wrench} />
      <EmptySection icon={Wrench} title="No services yet" body="The services you offer, with prices and recurring schedules, will be listed here." />
    </>
  );
}
