import { Receipt } from "lucide-react";
import type { Metadata } from "next";
import { EmptySection } from "@/components/admin/empty-section";
import { PageHeader } from "@/components/admin/page-header";
import { requireStaff } from "@/lib/auth/require-staff";

export const metadata: Metadata = { title: "Invoices" };

export default async function AdminInvoicesPage() {
  await requireStaff({ section: "invoices" });
  return (
    <>
      <PageHeader title="Invoices" icon={Receipt} />
      <EmptySection icon={Receipt} title="No invoices yet" body="Invoices you send and the payments you receive will be listed here." />
    </>
  );
}
