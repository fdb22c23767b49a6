import { formatLongDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import type { DocumentCustomer } from "@/lib/customers/customer-views";
import { formatQuantity, totalsRows, type DocumentFigures } from "@/lib/money/documents/document-figures";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import { MUTED, PdfWriter, hexToRgb } from "../../pdf/pdf-writer";

/** The branded letterhead: business name in its colour and contact lines; the document label on the right. */
export function letterhead(pdf: PdfWriter, business: PortalBranding, label: string, lines: string[]): void {
  const brand = hexToRgb(business.themePrimaryColor);
  const top = pdf.y;
  pdf.text(business.companyName, { size: 16, bold: true, color: brand, width: pdf.contentWidth * 0.6 });
  for (const line of [business.locationName, business.businessAddress, business.businessEmail, business.businessPhone]) {
    if (line) pdf.text(line, { size: 9, color: MUTED, width: pdf.contentWidth * 0.6 });
  }
  const leftBottom = pdf.y;
  pdf.y = top;
  pdf.text(label, { size: 20, bold: true, align: "right" });
  for (const line of lines) pdf.text(line, { size: 9, color: MUTED, align: "right" });
  pdf.y = Math.min(pdf.y, leftBottom) - 6;
  pdf.rule(brand, 2);
  pdf.gap(6);
}

export function billTo(pdf: PdfWriter, customer: DocumentCustomer): void {
  pdf.text("BILL TO", { size: 8, bold: true, color: MUTED });
  pdf.text(`${customer.firstName} ${customer.lastName}`.trim(), { size: 10, bold: true });
  const cityLine = [customer.city, [customer.state, customer.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  for (const line of [customer.address, cityLine, customer.email]) if (line) pdf.text(line, { size: 9 });
  pdf.gap(10);
}

/**
 * A document's lines and totals, from its figures (lib/money/documents/document-figures.ts) and nothing
 * else — the same rows, in the same order, as the portal and admin screens. Descriptions wrap.
 */
export function figuresTable(pdf: PdfWriter, figures: DocumentFigures): void {
  const w = pdf.contentWidth;
  if (figures.itemized) {
    const cols = [w * 0.52, w * 0.12, w * 0.18, w * 0.18];
    pdf.row(
      [
        { text: "Description", width: cols[0], bold: true },
        { text: "Qty", width: cols[1], align: "right", bold: true },
        { text: "Rate", width: cols[2], align: "right", bold: true },
        { text: "Amount", width: cols[3], align: "right", bold: true },
      ],
      { size: 9 },
    );
    pdf.rule();
    for (const line of figures.lines) {
      pdf.row([
        { text: line.description, width: cols[0] },
        { text: formatQuantity(line.quantity), width: cols[1], align: "right" },
        { text: formatCents(line.rateCents), width: cols[2], align: "right" },
        { text: formatCents(line.amountCents), width: cols[3], align: "right" },
      ]);
    }
    pdf.rule();
  }
  // A settlement's date and a credit's reason sit to the left of its label, in the widest column.
  for (const row of totalsRows(figures)) {
    pdf.row(
      [
        { text: row.detail ?? "", width: w * 0.5, color: MUTED },
        { text: row.label, width: w * 0.3, bold: row.strong },
        { text: formatCents(row.amountCents), width: w * 0.2, align: "right", bold: row.strong },
      ],
      { size: row.strong ? 11 : 10 },
    );
  }
  pdf.gap(10);
}

export function section(pdf: PdfWriter, title: string, body: string | null | undefined): void {
  if (!body) return;
  pdf.text(title, { size: 10, bold: true });
  pdf.text(body, { size: 9.5 });
  pdf.gap(8);
}

export { formatLongDate };
