import { Users } from "lucide-react";
import type { Metadata } from "next";
import { EmptySection } from "@/components/admin/empty-section";
import { PageHeader } from "@/components/admin/page-header";
import { requireStaff } from "@/lib/auth/require-staff";

export const metadata: Metadata = { title: "Customers" };

export default async function AdminCustomersPage() {
  await requireStaff({ section: "customers" });
  return (
    <>
      <PageHeader title="Customers" icon={Users} />
      <EmptySection icon={Users} title="No customers yet" body="Your customers, their portal access and their service history will be listed here." />
    </>
  );
}
