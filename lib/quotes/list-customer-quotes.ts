import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { db } from "@/db/client";
import { quotes } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";
import { quoteDocumentColumns, toQuoteDocumentFields, type QuoteDocumentFields } from "./quote-columns";
import { CUSTOMER_VISIBLE_QUOTE_STATUSES } from "./quote-policy";

export type QuoteListItem = QuoteDocumentFields;

/**
 * 'Your Quotes': the customer's sent, approved and declined quotes, newest first, each with its
 * figures — every line, so the page's first three and '+N more items' and the API's full list come
 * from the same figures. One query: the lines are a correlated subquery on the (business, quote,
 * position) index.
 */
export async function listCustomerQuotes(scope: CustomerScope): Promise<QuoteListItem[]> {
  const rows = await db
    .select(quoteDocumentColumns())
    .from(quotes)
    .where(
      and(
        eq(quotes.businessId, scope.businessId),
        eq(quotes.customerId, scope.customerId),
        inArray(quotes.status, [...CUSTOMER_VISIBLE_QUOTE_STATUSES]),
      ),
    )
    .orderBy(desc(quotes.createdAt));
  return rows.map(toQuoteDocumentFields);
}
