import type { DocumentCustomer } from "@/lib/customers/customer-views";
import type { DocumentFigures, FigureLine } from "@/lib/money/documents/document-figures";

/** Plain, serialisable quote shapes (client-safe). Dates are ISO strings. */
export type LineItemView = FigureLine;

/** A quote as the customer's list shows it: its figures (every line; the list prints the first three, spec §9). */
export type QuoteSummary = {
  id: string;
  quoteNumber: string | null;
  title: string;
  status: string;
  /** 1, or the revision the business last sent ("Rev. 2"). */
  revision: number;
  createdAt: string;
  validUntil: string | null;
  figures: DocumentFigures;
};

export type QuoteDetail = QuoteSummary & {
  terms: string | null;
  notes: string | null;
  customerComment: string | null;
  respondedAt: string | null;
  customer: DocumentCustomer;
};
