import "server-only";
import { customerLocationIdSql } from "@/lib/locations/location-scope-sql";
import { quotes } from "@/db/schema";
import { quoteFigures, type QuoteFigureRow } from "@/lib/money/documents/figures-of-rows";
import { quoteFigureColumns } from "@/lib/money/documents/figures-sql";
import { quoteState } from "./quote-state-sql";
import type { QuoteSummary } from "./quote-views";

/**
 * What a quote as the customer reads it is read from — its summary, terms and notes, its lines
 * and deposits in the same statement: the portal's list (list-customer-quotes.ts) and a single
 * quote's document (quote-document-query.ts), as invoice-columns.ts is for invoices.
 */
export const quoteDocumentColumns = () => ({
  id: quotes.id,
  quoteNumber: quotes.quoteNumber,
  title: quotes.title,
  status: quotes.status,
  revision: quotes.revision,
  ...quoteFigureColumns(),
  createdAt: quotes.createdAt,
  validUntil: quotes.validUntil,
  terms: quotes.terms,
  notes: quotes.notes,
});

/** What the business reads of a quote besides the document: its state, customer and answer (admin page, API v1). */
export const adminQuoteColumns = () => ({
  ...quoteDocumentColumns(),
  state: quoteState,
  customerId: quotes.customerId,
  locationId: customerLocationIdSql(quotes),
  customerComment: quotes.customerComment,
  sentAt: quotes.sentAt,
  respondedAt: quotes.respondedAt,
});

export type QuoteDocumentFields = QuoteSummary & { terms: string | null; notes: string | null };

type DocumentRow = Omit<QuoteDocumentFields, "figures" | "createdAt"> & { createdAt: Date } & QuoteFigureRow;

/** A row read with `quoteDocumentColumns` as the fields the screens and APIs render. */
export function toQuoteDocumentFields(row: DocumentRow): QuoteDocumentFields {
  return {
    id: row.id,
    quoteNumber: row.quoteNumber,
    title: row.title,
    status: row.status,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    validUntil: row.validUntil,
    terms: row.terms,
    notes: row.notes,
    figures: quoteFigures(row),
  };
}
