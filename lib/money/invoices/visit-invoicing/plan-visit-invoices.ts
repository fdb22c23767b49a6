import { computeDocumentTotals, type DocumentTotals } from "@/lib/money/documents/document-totals";
import { formatListDate } from "@/lib/format/dates";

/** A completed visit not yet on an invoice, with what it is billed at. */
export type BillableVisit = {
  visitId: string;
  customerId: string;
  customerName: string;
  seriesId: string | null;
  serviceName: string;
  scheduledDate: Date;
  priceCents: number;
};

/** One visit's line; `dateLabel` is the visit's date in the business's time zone ("Nov 3, 2026"). */
export type PlannedLine = { visitId: string; description: string; dateLabel: string; quantity: number; rateCents: number };
export type PlannedInvoice = { customerId: string; customerName: string; lines: PlannedLine[]; totals: DocumentTotals };
/** One invoice per customer (the screen, the monthly and job-end rules) or per visit (the after-each-visit rule). */
export type VisitGrouping = "customer" | "visit";
export type VisitInvoicePlan = { invoices: PlannedInvoice[]; invoiceCount: number; visitCount: number; totalCents: number };


/**
 * One invoice per customer with one line per visit (quantity 1 at the visit's price), totals
 * in integer cents with the business's tax rate — the same figures the preview shows and the
 * batch stores (or one per visit, for the after-each-visit rule). Pure: the preview and the
 * batch both call it.
 */
export function planVisitInvoices(visits: readonly BillableVisit[], taxRatePercent: number, timeZone: string, groupBy: VisitGrouping = "customer"): VisitInvoicePlan {
  const byCustomer = new Map<string, { customerId: string; customerName: string; lines: PlannedLine[] }>();
  for (const visit of visits) {
    const key = groupBy === "visit" ? visit.visitId : visit.customerId;
    const group = byCustomer.get(key) ?? { customerId: visit.customerId, customerName: visit.customerName, lines: [] };
    const dateLabel = formatListDate(visit.scheduledDate, timeZone);
    // "Lawn mowing — Nov 3, 2026"
    group.lines.push({ visitId: visit.visitId, description: `${visit.serviceName} — ${dateLabel}`, dateLabel, quantity: 1, rateCents: visit.priceCents });
    byCustomer.set(key, group);
  }
  const invoices = [...byCustomer.values()].map((group) => ({
    customerId: group.customerId,
    customerName: group.customerName,
    lines: group.lines,
    totals: computeDocumentTotals(group.lines, 0, taxRatePercent),
  }));
  return {
    invoices,
    invoiceCount: invoices.length,
    visitCount: visits.length,
    totalCents: invoices.reduce((sum, invoice) => sum + invoice.totals.totalCents, 0),
  };
}

/** The invoice's description: the one visit's line, or how many visits between which dates. */
export function describeVisitInvoice(lines: readonly PlannedLine[]): string {
  if (lines.length === 1) return lines[0].description;
  return `${lines.length} visits, ${lines[0].dateLabel} – ${lines.at(-1)?.dateLabel}`;
}
