import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, quotes } from "@/db/schema";
import { documentCustomerColumns } from "@/lib/customers/customer-columns";
import { quoteFigures } from "@/lib/money/figures-of-rows";
import { quoteFigureColumns } from "@/lib/money/figures-sql";
import type { QuoteDetail } from "./quote-views";

/**
 * One quote as its document (what the customer reads and staff preview), with its figures, in
 * one statement. `where` carries the caller's scope — the customer's (their own, visible
 * quotes) or the business's (any of its quotes) — and always names the business.
 */
export async function readQuoteDocument(where: SQL): Promise<QuoteDetail | null> {
  const [row] = await db
    .select({
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
      customerComment: quotes.customerComment,
      respondedAt: quotes.respondedAt,
      customer: documentCustomerColumns,
    })
    .from(quotes)
    .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.businessId, quotes.businessId)))
    .where(where)
    .limit(1);
  if (!row) return null;
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
    customerComment: row.customerComment,
    respondedAt: row.respondedAt ? row.respondedAt.toISOString() : null,
    customer: row.customer,
    figures: quoteFigures(row),
  };
}
