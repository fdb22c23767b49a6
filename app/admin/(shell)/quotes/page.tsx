import { FileText } from "lucide-react";
import type { Metadata } from "next";
import { EmptySection } from "@/components/admin/empty-section";
import { PageHeader } from "@/components/admin/page-header";
import { requireStaff } from "@/lib/auth/require-staff";

export const metadata: Metadata = { title: "Quotes" };

export default async function AdminQuotesPage() {
  await requireStaff({ section: "quotes" });
  return (
    <>
      <PageHeader title="Quotes" icon={FileText} />
      <EmptySection icon={FileText} title="No quotes yet" body="Quotes you send to customers, and their responses, will be listed here." />
    </>
  );
}
