import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { invoices, quotes } from "@/db/schema";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { DocumentFigures } from "./document-figures";
import { invoiceFigures, quoteFigures } from "./figures-of-rows";
import { invoiceFigureColumns, quoteFigureColumns } from "./figures-sql";

/**
 * One quote's or invoice's figures with the facts its operations need (who it is for, its state,
 * its revision), in one statement on the caller's connection or transaction — `lock` takes the
 * document's row lock first (a revision). What the emails that state amounts, and the revisions'
 * audit entries, read. Not server-only: the worker issues invoices (issue-invoice.ts).
 */
export type QuoteWithFigures = { id: string; customerId: string; quoteNumber: string | null; title: string; status: string; revision: number; figures: DocumentFigures };

export async function loadQuoteFigures(dbx: DbOrTx, scope: BusinessScope, quoteId: string, { lock = false } = {}): Promise<QuoteWithFigures | null> {
  const query = dbx
    .select({
      id: quotes.id,
      customerId: quotes.customerId,
      quoteNumber: quotes.quoteNumber,
      title: quotes.title,
      status: quotes.status,
      revision: quotes.revision,
      ...quoteFigureColumns(),
    })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), customerRowInScope(quotes, scope)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  return { id: row.id, customerId: row.customerId, quoteNumber: row.quoteNumber, title: row.title, status: row.status, revision: row.revision, figures: quoteFigures(row) };
}

export type InvoiceWithFigures = {
  id: string;
  customerId: string;
  invoiceNumber: string | null;
  description: string | null;
  status: string;
  revision: number;
  amountPaidCents: number;
  figures: DocumentFigures;
};

export async function loadInvoiceFigures(dbx: DbOrTx, scope: BusinessScope, invoiceId: string, { lock = false } = {}): Promise<InvoiceWithFigures | null> {
  const query = dbx
    .select({
      id: invoices.id,
      customerId: invoices.customerId,
      invoiceNumber: invoices.invoiceNumber,
      description: invoices.description,
      status: invoices.status,
      revision: invoices.revision,
      ...invoiceFigureColumns(),
    })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), customerRowInScope(invoices, scope)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  return {
    id: row.id,
    customerId: row.customerId,
    invoiceNumber: row.invoiceNumber,
    description: row.description,
    status: row.status,
    revision: row.revision,
    amountPaidCents: row.amountPaidCents,
    figures: invoiceFigures(row),
  };
}
