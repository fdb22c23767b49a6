import type { DocumentCustomer } from "@/lib/customers/customer-views";

/** Plain, serialisable invoice shapes (client-safe). Date-only fields are "YYYY-MM-DD". */
export type InvoiceSummary = {
  id: string;
  invoiceNumber: string | null;
  description: string | null;
  status: string;
  subtotalCents: number;
  taxAmountCents: number;
  amountCents: number;
  invoiceDate: string;
  dueDate: string | null;
  paidDate: string | null;
};

export type InvoiceDetail = InvoiceSummary & {
  /** What is still owed (amount less payments); card payment in the portal charges this. */
  amountDueCents: number;
  paymentInstructions: string | null;
  notes: string | null;
  customer: DocumentCustomer;
};
