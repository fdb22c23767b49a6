import { formatLongDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import type { DocumentCustomer } from "@/lib/customers/customer-views";
import type { LineItemView } from "@/lib/quotes/quote-views";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import { MUTED, PdfWriter, hexToRgb } from "./pdf-writer";

/** The branded letterhead: business name in its colour and contact lines; the document label on the right. */
export function letterhead(pdf: PdfWriter, business: PortalBranding, label: string, lines: string[]): void {
  const brand = hexToRgb(business.themePrimaryColor);
  const top = pdf.y;
  pdf.text(business.companyName, { size: 16, bold: true, color: brand, width: pdf.contentWidth * 0.6 });
  for (const line of [business.businessAddress, business.businessEmail, business.businessPhone]) {
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

export function lineItemTable(pdf: PdfWriter, items: Array<Pick<LineItemView, "description" | "quantity" | "rateCents" | "amountCents">>): void {
  const w = pdf.contentWidth;
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
  for (const item of items) {
    pdf.row([
      { text: item.description, width: cols[0] },
      { text: String(item.quantity), width: cols[1], align: "right" },
      { text: formatCents(item.rateCents), width: cols[2], align: "right" },
      { text: formatCents(item.amountCents), width: cols[3], align: "right" },
    ]);
  }
  pdf.rule();
}

/** The totals block; amounts in cents. */
export function totals(pdf: PdfWriter, rows: Array<[string, number, boolean?]>): void {
  const w = pdf.contentWidth;
  for (const [label, value, strong] of rows) {
    pdf.row(
      [
        { text: "", width: w * 0.6 },
        { text: label, width: w * 0.2, bold: strong },
        { text: formatCents(value), width: w * 0.2, align: "right", bold: strong },
      ],
      { size: strong ? 11 : 10 },
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
