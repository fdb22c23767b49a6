import { Receipt } from "@/components/icons";
import type { Metadata } from "next";
import { InvoiceBuilder } from "@/components/admin/money/invoice-builder";
import { PageHeader } from "@/components/admin/page-header";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listBuilderOptions } from "@/lib/money/documents/list-builder-options";

export const metadata: Metadata = { title: "New invoice" };

export default async function NewInvoicePage() {
  const staff = await requireStaff({ anyOf: ["manage_invoices"] });
  const options = await listBuilderOptions(staff);
  return (
    <>
      <PageHeader title="New invoice" icon={Receipt} description="Totals are calculated with your business's tax rate when you save." />
      <InvoiceBuilder options={options} initial={{ customerId: "", heading: "", lines: [], discount: "", date: "", terms: "", notes: "" }} />
    </>
  );
}
