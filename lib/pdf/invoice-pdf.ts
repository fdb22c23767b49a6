import { displayDocumentNumber } from "@/lib/format/document-number";
import type { InvoiceDetail, PortalBranding } from "@/lib/portal/types";
import { invoiceStatusDisplay } from "@/lib/status/invoice-status";
import { billTo, formatLongDate, letterhead, lineItemTable, section, totals } from "./document-parts";
import { PdfWriter } from "./pdf-writer";

/** An invoice as a PDF: one row with quantity 1 (spec §9), totals and payment instructions. */
export async function buildInvoicePdf(invoice: InvoiceDetail, business: PortalBranding): Promise<Uint8Array> {
  const number = displayDocumentNumber(invoice.invoiceNumber, invoice.id);
  const pdf = await PdfWriter.create({ title: `Invoice ${number}`, author: business.companyName, subject: invoice.description ?? "Invoice" });
  letterhead(pdf, business, "INVOICE", [
    `#${number}`,
    `Invoice date: ${formatLongDate(invoice.invoiceDate)}`,
    invoice.dueDate ? `Due date: ${formatLongDate(invoice.dueDate)}` : "",
    invoice.paidDate ? `Paid on: ${formatLongDate(invoice.paidDate)}` : "",
    `Status: ${invoiceStatusDisplay(invoice.status).label}`,
  ].filter(Boolean));
  billTo(pdf, invoice.customer);
  const row = invoice.subtotal > 0 ? invoice.subtotal : invoice.amount - invoice.taxAmount;
  lineItemTable(pdf, [{ description: invoice.description || "Services", quantity: 1, rate: row, amount: row }]);
  totals(pdf, [["Subtotal", row], ["Tax", invoice.taxAmount], ["Total", invoice.amount, true]]);
  section(pdf, "Payment Instructions", invoice.paymentInstructions || `Please contact ${business.companyName} to arrange payment.`);
  section(pdf, "Notes", invoice.notes);
  return pdf.save();
}
