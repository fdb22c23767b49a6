import "server-only";
import { invoices } from "@/db/schema";

export const invoiceSummaryColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  description: invoices.description,
  status: invoices.status,
  subtotalCents: invoices.subtotalCents,
  taxAmountCents: invoices.taxAmountCents,
  amountCents: invoices.amountCents,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  paidDate: invoices.paidDate,
};

export const invoiceTextColumns = {
  paymentInstructions: invoices.paymentInstructions,
  notes: invoices.notes,
};
