import { Receipt } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { builderValuesOf } from "@/components/admin/money/builder-values";
import { InvoiceRevisionBuilder } from "@/components/admin/money/invoice-revision-builder";
import { PageHeader } from "@/components/admin/page-header";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { isRevisableInvoice } from "@/lib/money/invoices/admin-invoice-views";
import { getBusinessInvoice } from "@/lib/money/invoices/get-business-invoice";
import { listBuilderOptions } from "@/lib/money/documents/list-builder-options";

export const metadata: Metadata = { title: "Revise invoice" };

/** Revise an issued invoice with nothing paid on it (issue 37); sending makes revision N + 1, adjusts the ledger and tells the customer. */
export default async function ReviseInvoicePage({ params }: { params: Promise<{ invoiceId: string }> }) {
  const staff = await requireStaff({ anyOf: ["manage_invoices"] });
  const { invoiceId } = await params;
  const invoice = await getBusinessInvoice(staff, invoiceId);
  if (!invoice) notFound();
  const label = displayDocumentNumber(invoice.invoiceNumber, invoice.id);
  if (!isRevisableInvoice(invoice)) {
    return (
      <>
        <PageHeader title={`Revise invoice ${label}`} icon={Receipt} />
        <p role="status" className="rounded-lg border p-4 text-sm">
          Only a sent invoice with nothing paid or credited on it can be revised; a paid invoice is never edited.{" "}
          <Link href={`/admin/invoices/${invoice.id}`} className="underline underline-offset-2">
            Back to invoice {label}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={`Revise invoice ${label}`}
        icon={Receipt}
        description={`${invoice.customerName} will get revision ${invoice.revision + 1} by email and in their portal; the ledger records the change of total.`}
      />
      <InvoiceRevisionBuilder
        options={await listBuilderOptions(staff)}
        invoiceId={invoice.id}
        initial={builderValuesOf(invoice.figures, { customerId: invoice.customerId, heading: invoice.description ?? "", date: invoice.dueDate, terms: invoice.paymentInstructions, notes: invoice.notes })}
      />
    </>
  );
}
