import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, quoteLineItems, quotes } from "@/db/schema";
import { documentCustomerColumns } from "./customer-columns";
import { isUuid } from "./is-uuid";
import { numericItem } from "./list-customer-quotes";
import type { LineItemView, PortalScope, QuoteDetail } from "./types";
import { CUSTOMER_VISIBLE_QUOTE_STATUSES } from "./visible-statuses";

/**
 * One quote of the customer with all its line items, or null when it does not exist, is a
 * draft, or belongs to someone else (the page shows the same 'Quote not found' for all).
 */
export async function getCustomerQuote(scope: PortalScope, quoteId: string): Promise<QuoteDetail | null> {
  if (!isUuid(quoteId)) return null;
  const [row] = await db
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      title: quotes.title,
      status: quotes.status,
      subtotal: quotes.subtotal,
      taxAmount: quotes.taxAmount,
      totalAmount: quotes.totalAmount,
      createdAt: quotes.createdAt,
      validUntil: quotes.validUntil,
      terms: quotes.terms,
      notes: quotes.notes,
      customerComment: quotes.customerComment,
      respondedAt: quotes.respondedAt,
      customer: documentCustomerColumns,
      lineItems: sql<LineItemView[]>`coalesce((
        select json_agg(json_build_object('id', li.id, 'description', li.description, 'quantity', li.quantity,
                                          'rate', li.rate, 'amount', li.amount) order by li.position, li.id)
        from ${quoteLineItems} li
        where li.business_id = ${quotes.businessId} and li.quote_id = ${quotes.id}
      ), '[]'::json)`,
    })
    .from(quotes)
    .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.businessId, quotes.businessId)))
    .where(
      and(
        eq(quotes.id, quoteId),
        eq(quotes.businessId, scope.businessId),
        eq(quotes.customerId, scope.customerId),
        inArray(quotes.status, [...CUSTOMER_VISIBLE_QUOTE_STATUSES]),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt ? row.respondedAt.toISOString() : null,
    lineItems: row.lineItems.map(numericItem),
    lineItemCount: row.lineItems.length,
  };
}
