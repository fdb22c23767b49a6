import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, quotes } from "@/db/schema";
import { documentCustomerColumns } from "@/lib/customers/customer-columns";
import { quoteDocumentColumns, toQuoteDocumentFields } from "./quote-columns";
import type { QuoteDetail } from "./quote-views";

/**
 * One quote as its document (what the customer reads and staff preview), with its figures, in
 * one statement. `where` carries the caller's scope — the customer's (their own, visible
 * quotes) or the business's (any of its quotes) — and always names the business.
 */
export async function readQuoteDocument(where: SQL): Promise<QuoteDetail | null> {
  const [row] = await db
    .select({
      ...quoteDocumentColumns(),
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
    ...toQuoteDocumentFields(row),
    customerComment: row.customerComment,
    respondedAt: row.respondedAt ? row.respondedAt.toISOString() : null,
    customer: row.customer,
  };
}
