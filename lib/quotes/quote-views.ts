import type { DocumentCustomer } from "@/lib/customers/customer-views";

/** Plain, serialisable quote shapes (client-safe). Dates are ISO strings. */
export type LineItemView = { id: string; description: string; quantity: number; rateCents: number; amountCents: number };

export type QuoteSummary = {
  id: string;
  quoteNumber: string | null;
  title: string;
  status: string;
  subtotalCents: number;
  taxAmountCents: number;
  totalAmountCents: number;
  createdAt: string;
  validUntil: string | null;
  /** The first three line items (spec §9), in order. */
  lineItems: LineItemView[];
  lineItemCount: number;
};

export type QuoteDetail = Omit<QuoteSummary, "lineItems"> & {
  lineItems: LineItemView[];
  terms: string | null;
  notes: string | null;
  customerComment: string | null;
  respondedAt: string | null;
  customer: DocumentCustomer;
};
