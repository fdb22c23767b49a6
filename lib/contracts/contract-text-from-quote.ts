import { formatLongDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { formatQuantity, totalsRows, type DocumentFigures } from "@/lib/money/documents/document-figures";

/**
 * The agreement's text written from an approved quote: its lines and its totals block — the
 * quote's figures, so the discount is there whenever there is one — then the end date and the
 * quote's terms. The text is fixed once written; its SHA-256 is what the signature records.
 */
export function contractTextFromQuote(quote: { title: string; label: string; figures: DocumentFigures; terms: string | null }, endDate: string | null | undefined): string {
  return [
    quote.title,
    "",
    `This agreement covers the work of quote ${quote.label}, approved by the customer:`,
    ...quote.figures.lines.map((line) => `- ${line.description}: ${formatQuantity(line.quantity)} × ${formatCents(line.rateCents)} = ${formatCents(line.amountCents)}`),
    "",
    ...totalsRows(quote.figures).map((row) => `${row.label}: ${formatCents(row.amountCents)}`),
    // Spec §9: long-form dates in documents ("November 30, 2027", never "2027-11-30").
    endDate ? `This agreement ends on ${formatLongDate(endDate)}.` : null,
    quote.terms ? `\nTerms\n${quote.terms}` : null,
  ]
    .filter((part) => part !== null)
    .join("\n");
}
