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

/** A credit the business took off the invoice, with the reason it gave; `day` in the business's zone. */
export type InvoiceCreditView = { id: string; amountCents: number; reason: string | null; day: string };

export type InvoiceDetail = InvoiceSummary & {
  /** What is still owed (amount less payments and credits); card payment in the portal charges this. */
  amountDueCents: number;
  /** Oldest first; each one is part of the difference between the total and what is due. */
  credits: InvoiceCreditView[];
  paymentInstructions: string | null;
  notes: string | null;
  customer: DocumentCustomer;
};
