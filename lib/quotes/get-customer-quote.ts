import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, quoteLineItems, quotes } from "@/db/schema";
import { documentCustomerColumns } from "@/lib/customers/customer-columns";
import { isUuid } from "@/lib/core/is-uuid";
import { numericItem } from "./list-customer-quotes";
import type { LineItemView, QuoteDetail } from "./quote-views";
import type { CustomerScope } from "@/lib/core/scope";
import { CUSTOMER_VISIBLE_QUOTE_STATUSES } from "./quote-policy";

/**
 * One quote of the customer with all its line items, or null when it does not exist, is a
 * draft, or belongs to someone else (the page shows the same 'Quote not found' for all).
 */
export async function getCustomerQuote(scope: CustomerScope, quoteId: string): Promise<QuoteDetail | null> {
  if (!isUuid(quoteId)) return null;
  const [row] = await db
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      title: quotes.title,
      status: quotes.status,
      subtotalCents: quotes.subtotalCents,
      taxAmountCents: quotes.taxAmountCents,
      totalAmountCents: quotes.totalAmountCents,
      createdAt: quotes.createdAt,
      validUntil: quotes.validUntil,
      terms: quotes.terms,
      notes: quotes.notes,
      customerComment: quotes.customerComment,
      respondedAt: quotes.respondedAt,
      customer: documentCustomerColumns,
      lineItems: sql<LineItemView[]>`coalesce((
        select json_agg(json_build_object('id', li.id, 'description', li.description, 'quantity', li.quantity,
                                          'rateCents', li.rate_cents, 'amountCents', li.amount_cents) order by li.position, li.id)
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
