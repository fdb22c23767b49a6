import { FileStack } from "@/components/icons";
import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { VisitInvoicingBatch } from "@/components/admin/money/visit-invoicing-batch";
import { loadUninvoicedVisitsPage } from "@/lib/admin/page-loaders/uninvoiced-visits-page";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { requireStaff } from "@/lib/identity/staff/require-staff";

export const metadata: Metadata = { title: "Uninvoiced visits" };

export default async function UninvoicedVisitsPage() {
  const staff = await requireStaff({ anyOf: ["manage_invoices"] });
  const { preview, drafts } = await loadUninvoicedVisitsPage(staff);
  return (
    <>
      <PageHeader
        title="Uninvoiced visits"
        icon={FileStack}
        description="Invoice completed visits in one go: one draft per customer with a line per visit, then send the drafts."
      />
      <VisitInvoicingBatch
        groups={preview.invoices.map((invoice) => ({
          customerId: invoice.customerId,
          customerName: invoice.customerName,
          lines: invoice.lines.map(({ visitId, description, rateCents }) => ({ visitId, description, rateCents })),
          totalCents: invoice.totals.totalCents,
        }))}
        drafts={drafts.rows.map((row) => ({
          id: row.id,
          label: displayDocumentNumber(row.invoiceNumber, row.id),
          customerName: row.customerName,
          description: row.description,
          amountCents: row.amountCents,
        }))}
      />
    </>
  );
}
