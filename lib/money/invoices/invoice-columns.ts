import "server-only";
import { invoices } from "@/db/schema";
import { invoiceFigures, type InvoiceFigureRow } from "@/lib/money/documents/figures-of-rows";
import { invoiceFigureColumns } from "@/lib/money/documents/figures-sql";
import type { InvoiceSummary } from "./invoice-views";

/** What an invoice summary and its figures are read from: one row, its lines and settlements in the same statement. */
export const invoiceSummaryColumns = () => ({
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  description: invoices.description,
  status: invoices.status,
  revision: invoices.revision,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  paidDate: invoices.paidDate,
  ...invoiceFigureColumns(),
});

export const invoiceTextColumns = {
  paymentInstructions: invoices.paymentInstructions,
  notes: invoices.notes,
};

type SummaryRow = Omit<InvoiceSummary, "figures"> & InvoiceFigureRow;

/** A row read with `invoiceSummaryColumns` as the summary the screens and APIs render. */
export function toInvoiceSummary(row: SummaryRow): InvoiceSummary {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    description: row.description,
    status: row.status,
    revision: row.revision,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    paidDate: row.paidDate,
    figures: invoiceFigures(row),
  };
}
