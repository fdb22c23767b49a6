import type { PortalBranding } from "@/lib/businesses/branding-views";
import { formatCents } from "@/lib/format/money";
import { billTo, formatLongDate, letterhead } from "@/lib/money/documents/document-parts";
import { MUTED, PdfWriter } from "@/lib/pdf/pdf-writer";
import { formatListDate } from "@/lib/format/dates";
import type { CustomerStatement } from "./get-customer-statement";

/**
 * A customer statement as a PDF: the period, the opening balance, one row per ledger entry
 * with the running balance, and the closing balance. Days are already the business's
 * calendar days ('YYYY-MM-DD'), so they print without another time-zone conversion.
 */
export async function buildStatementPdf(statement: CustomerStatement, business: PortalBranding, today: string): Promise<Uint8Array> {
  const name = `${statement.customer.firstName} ${statement.customer.lastName}`.trim();
  const pdf = await PdfWriter.create({ title: `Statement for ${name}`, author: business.companyName, subject: "Customer statement" });
  letterhead(pdf, business, "STATEMENT", [
    `Statement date: ${formatLongDate(today)}`,
    `Period: ${formatLongDate(statement.from)} to ${formatLongDate(statement.to)}`,
  ]);
  billTo(pdf, statement.customer);

  const w = pdf.contentWidth;
  const cols = [w * 0.18, w * 0.46, w * 0.18, w * 0.18];
  const row = (cells: [string, string, string, string], bold = false) =>
    pdf.row(
      [
        { text: cells[0], width: cols[0], bold },
        { text: cells[1], width: cols[1], bold },
        { text: cells[2], width: cols[2], align: "right", bold },
        { text: cells[3], width: cols[3], align: "right", bold },
      ],
      { size: 9 },
    );
  row(["Date", "Description", "Amount", "Balance"], true);
  pdf.rule();
  row([formatListDate(statement.from), "Opening balance", "", formatCents(statement.openingBalanceCents)]);
  for (const line of statement.lines) row([formatListDate(line.day), line.description, formatCents(line.amountCents), formatCents(line.balanceCents)]);
  if (statement.lines.length === 0) pdf.text("No invoices, payments or credits in this period.", { size: 9, color: MUTED });
  pdf.rule();

  const charges = statement.lines.filter((l) => l.amountCents > 0).reduce((sum, l) => sum + l.amountCents, 0);
  const settled = statement.lines.filter((l) => l.amountCents < 0).reduce((sum, l) => sum + l.amountCents, 0);
  // The summary under the table, labels in the description column (the shared totals block is too narrow for them).
  row(["", "Opening balance", "", formatCents(statement.openingBalanceCents)]);
  row(["", "Invoices and refunds", "", formatCents(charges)]);
  row(["", "Payments, credits and voids", "", formatCents(settled)]);
  row(["", "Closing balance", "", formatCents(statement.closingBalanceCents)], true);
  return pdf.save();
}
