import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { db } from "@/db/client";
import { quotes } from "@/db/schema";
import { quoteFigures } from "@/lib/money/figures-of-rows";
import { quoteFigureColumns } from "@/lib/money/figures-sql";
import type { QuoteSummary } from "./quote-views";
import type { CustomerScope } from "@/lib/core/scope";
import { CUSTOMER_VISIBLE_QUOTE_STATUSES } from "./quote-policy";

export type QuoteListItem = QuoteSummary & { terms: string | null; notes: string | null };

/**
 * 'Your Quotes': the customer's sent, approved and declined quotes, newest first, each with its
 * figures — every line, so the page's first three and '+N more items' and the API's full list come
 * from the same figures. One query: the lines are a correlated subquery on the (business, quote,
 * position) index.
 */
export async function listCustomerQuotes(scope: CustomerScope): Promise<QuoteListItem[]> {
  const rows = await db
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
    })
    .from(quotes)
    .where(
      and(
        eq(quotes.businessId, scope.businessId),
        eq(quotes.customerId, scope.customerId),
        inArray(quotes.status, [...CUSTOMER_VISIBLE_QUOTE_STATUSES]),
      ),
    )
    .orderBy(desc(quotes.createdAt));
  return rows.map((row) => ({
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
  }));
}
