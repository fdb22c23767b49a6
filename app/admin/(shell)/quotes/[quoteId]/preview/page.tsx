import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DocumentPreviewFrame } from "@/components/admin/money/document-preview-frame";
import { QuoteDocument } from "@/components/portal/quotes/quote-document";
import { getDocumentBranding } from "@/lib/businesses/get-document-branding";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { fullName } from "@/lib/format/names";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { getBusinessQuoteDocument } from "@/lib/quotes/get-business-quote-document";

export const metadata: Metadata = { title: "Quote preview" };

/** Staff preview of a quote: the portal's own document, from the portal's own figures. */
export default async function QuotePreviewPage({ params }: { params: Promise<{ quoteId: string }> }) {
  const staff = await requireStaff({ section: "quotes" });
  const { quoteId } = await params;
  const [quote, { branding }] = await Promise.all([getBusinessQuoteDocument(staff, quoteId), getDocumentBranding(staff)]);
  if (!quote) notFound();
  return (
    <DocumentPreviewFrame
      title={`Preview of quote ${displayDocumentNumber(quote.quoteNumber, quote.id)}`}
      backHref={`/admin/quotes/${quote.id}`}
      backLabel="Back to quote"
      pdfHref={`/api/admin/quotes/${quote.id}/pdf`}
      customerName={fullName(quote.customer.firstName, quote.customer.lastName)}
      visibleToCustomer={quote.status !== "draft"}
    >
      <QuoteDocument quote={quote} business={branding} />
    </DocumentPreviewFrame>
  );
}
