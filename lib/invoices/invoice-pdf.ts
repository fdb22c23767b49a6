import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import type { InvoiceDetail } from "./invoice-views";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import { invoiceStatusDisplay } from "@/lib/status/invoice-status";
import { billTo, formatLongDate, letterhead, lineItemTable, section, totals } from "@/lib/pdf/document-parts";
import { PdfWriter } from "@/lib/pdf/pdf-writer";

/** A credited invoice's total is not what is due: say both. */
function creditTotals(invoice: InvoiceDetail, credited: number): Array<[string, number, boolean?]> {
  return [["Credits", -credited], ["Balance due", invoice.amountDueCents, true]];
}

/** An invoice as a PDF: one row with quantity 1 (spec §9), totals, credits and payment instructions. */
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
  const row = invoice.subtotalCents > 0 ? invoice.subtotalCents : invoice.amountCents - invoice.taxAmountCents;
  lineItemTable(pdf, [{ description: invoice.description || "Services", quantity: 1, rateCents: row, amountCents: row }]);
  const credited = invoice.credits.reduce((sum, credit) => sum + credit.amountCents, 0);
  totals(pdf, [["Subtotal", row], ["Tax", invoice.taxAmountCents], ["Total", invoice.amountCents, true], ...(credited > 0 ? creditTotals(invoice, credited) : [])]);
  if (credited > 0) section(pdf, "Credits", invoice.credits.map((credit) => `${formatLongDate(credit.day)}: ${formatCents(credit.amountCents)}${credit.reason ? ` (${credit.reason})` : ""}`).join("\n"));
  section(pdf, "Payment Instructions", invoice.paymentInstructions || `Please contact ${business.companyName} to arrange payment.`);
  section(pdf, "Notes", invoice.notes);
  return pdf.save();
}
