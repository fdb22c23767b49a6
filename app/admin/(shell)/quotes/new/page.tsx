import { FileText } from "lucide-react";
import type { Metadata } from "next";
import { QuoteBuilder } from "@/components/admin/money/quote-builder";
import { PageHeader } from "@/components/admin/page-header";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listBuilderOptions } from "@/lib/money/list-builder-options";

export const metadata: Metadata = { title: "New quote" };

export default async function NewQuotePage() {
  const staff = await requireStaff({ section: "quotes" });
  const options = await listBuilderOptions(staff);
  return (
    <>
      <PageHeader title="New quote" icon={FileText} description="Totals are calculated with your business's tax rate when you save." />
      <QuoteBuilder options={options} initial={{ customerId: "", heading: "", lines: [], discount: "", date: "", terms: "", notes: "" }} />
    </>
  );
}
