import { FileStack } from "@/components/icons";
import type { Metadata } from "next";
import { db } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { VisitInvoicingBatch } from "@/components/admin/money/visit-invoicing-batch";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listBusinessInvoices } from "@/lib/invoices/list-business-invoices";
import { previewVisitInvoices } from "@/lib/invoices/visit-invoicing/preview-visit-invoices";

export const metadata: Metadata = { title: "Uninvoiced visits" };

/** How many drafts the send list shows at once (the oldest first beyond it wait for the next round). */
const DRAFTS_SHOWN = 500;

export default async function UninvoicedVisitsPage() {
  const staff = await requireStaff({ anyOf: ["manage_invoices"] });
  const [preview, drafts] = await Promise.all([
    previewVisitInvoices(db, staff),
    listBusinessInvoices(staff, { q: "", status: "draft", sort: "date", dir: "desc", limit: DRAFTS_SHOWN, offset: 0 }),
  ]);
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
