import { displayDocumentNumber, displayRevision } from "@/lib/format/document-number";
import type { InvoiceDetail } from "./invoice-views";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import { invoiceStatusDisplay } from "@/lib/status/invoice-status";
import { billTo, figuresTable, formatLongDate, letterhead, section } from "@/lib/money/documents/document-parts";
import { PdfWriter } from "@/lib/pdf/pdf-writer";

/**
 * An invoice as a PDF: its own lines (one row, quantity 1, only for an invoice without lines —
 * spec §9), discount, tax, total, payments, refunds and credits with their reasons, the balance
 * due, and payment instructions — the same figures as the portal's document.
 */
export async function buildInvoicePdf(invoice: InvoiceDetail, business: PortalBranding): Promise<Uint8Array> {
  const number = displayDocumentNumber(invoice.invoiceNumber, invoice.id);
  const pdf = await PdfWriter.create({ title: `Invoice ${number}`, author: business.companyName, subject: invoice.description ?? "Invoice" });
  letterhead(pdf, business, "INVOICE", [
    `#${number}`,
    displayRevision(invoice.revision) ?? "",
    `Invoice date: ${formatLongDate(invoice.invoiceDate)}`,
    invoice.dueDate ? `Due date: ${formatLongDate(invoice.dueDate)}` : "",
    invoice.paidDate ? `Paid on: ${formatLongDate(invoice.paidDate)}` : "",
    `Status: ${invoiceStatusDisplay(invoice.status).label}`,
  ].filter(Boolean));
  billTo(pdf, invoice.customer);
  if (invoice.description) {
    pdf.text(invoice.description, { size: 12, bold: true });
    pdf.gap(6);
  }
  figuresTable(pdf, invoice.figures);
  section(pdf, "Payment Instructions", invoice.paymentInstructions || `Please contact ${business.companyName} to arrange payment.`);
  section(pdf, "Notes", invoice.notes);
  return pdf.save();
}
