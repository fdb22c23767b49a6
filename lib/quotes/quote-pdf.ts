import { displayDocumentNumber, displayRevision } from "@/lib/format/document-number";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import type { QuoteDetail } from "./quote-views";
import { quoteStatusDisplay } from "@/lib/status/quote-status";
import { billTo, figuresTable, formatLongDate, letterhead, section } from "@/lib/money/documents/document-parts";
import { MUTED, PdfWriter } from "@/lib/pdf/pdf-writer";

/** A quote as a PDF in the business's branding: the same content and figures as the portal's document. */
export async function buildQuotePdf(quote: QuoteDetail, business: PortalBranding): Promise<Uint8Array> {
  const number = displayDocumentNumber(quote.quoteNumber, quote.id);
  const pdf = await PdfWriter.create({ title: `Quote ${number}`, author: business.companyName, subject: quote.title });
  letterhead(pdf, business, "QUOTE", [
    `#${number}`,
    displayRevision(quote.revision) ?? "",
    `Date: ${formatLongDate(quote.createdAt, business.timezone)}`,
    quote.validUntil ? `Valid until: ${formatLongDate(quote.validUntil)}` : "",
    `Status: ${quoteStatusDisplay(quote.status).label}`,
  ].filter(Boolean));
  billTo(pdf, quote.customer);
  pdf.text(quote.title, { size: 12, bold: true });
  pdf.gap(6);
  figuresTable(pdf, quote.figures);
  section(pdf, "Terms", quote.terms);
  section(pdf, "Notes", quote.notes);
  pdf.gap(12);
  pdf.text(`This quote is ${quote.validUntil ? `valid until ${formatLongDate(quote.validUntil)}` : "valid 30 days from quote date"}.`, { size: 9, color: MUTED });
  return pdf.save();
}
