import type { DocumentCustomer } from "@/lib/customers/customer-views";
import type { DocumentFigures } from "@/lib/money/documents/document-figures";

/** Plain, serialisable invoice shapes (client-safe). Date-only fields are "YYYY-MM-DD". */
export type InvoiceSummary = {
  id: string;
  invoiceNumber: string | null;
  description: string | null;
  status: string;
  /** 1, or the revision the business last issued ("Rev. 2"). */
  revision: number;
  invoiceDate: string;
  dueDate: string | null;
  paidDate: string | null;
  /** Lines, totals, payments, refunds and credits, and the balance due (lib/money/documents/document-figures.ts). */
  figures: DocumentFigures;
};

export type InvoiceDetail = InvoiceSummary & {
  paymentInstructions: string | null;
  notes: string | null;
  customer: DocumentCustomer;
};
