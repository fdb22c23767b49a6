import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DocumentPreviewFrame } from "@/components/admin/money/document-preview-frame";
import { InvoiceDocument } from "@/components/portal/invoices/invoice-document";
import { getDocumentBranding } from "@/lib/businesses/get-document-branding";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { fullName } from "@/lib/format/names";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { getBusinessInvoiceDocument } from "@/lib/money/invoices/get-business-invoice-document";

export const metadata: Metadata = { title: "Invoice preview" };

/** Staff preview of an invoice: the portal's own document, from the portal's own figures. */
export default async function InvoicePreviewPage({ params }: { params: Promise<{ invoiceId: string }> }) {
  const staff = await requireStaff({ section: "invoices" });
  const { invoiceId } = await params;
  const { branding, paymentInstructions } = await getDocumentBranding(staff);
  const invoice = await getBusinessInvoiceDocument(staff, invoiceId, paymentInstructions);
  if (!invoice) notFound();
  return (
    <DocumentPreviewFrame
      title={`Preview of invoice ${displayDocumentNumber(invoice.invoiceNumber, invoice.id)}`}
      backHref={`/admin/invoices/${invoice.id}`}
      backLabel="Back to invoice"
      pdfHref={`/api/admin/invoices/${invoice.id}/pdf`}
      customerName={fullName(invoice.customer.firstName, invoice.customer.lastName)}
      visibleToCustomer={invoice.status !== "draft"}
    >
      <InvoiceDocument invoice={invoice} business={branding} />
    </DocumentPreviewFrame>
  );
}
