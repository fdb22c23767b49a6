import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { quotes } from "@/db/schema";
import type { LineItemView, QuoteSummary } from "./quote-views";
import type { CustomerScope } from "@/lib/core/scope";

export type QuoteListItem = QuoteSummary & { terms: string | null; notes: string | null };
import { CUSTOMER_VISIBLE_QUOTE_STATUSES } from "./quote-policy";

// Spelled out: in a one-table select Drizzle renders columns unqualified, which inside the
// subqueries would bind to quote_line_items itself.
/**
 * 'Your Quotes': the customer's sent, approved and declined quotes, newest first, each with
 * its first three line items (or all of them) and the total count (for '+N more items'). One query: the
 * items come from correlated subqueries on the (business, quote, position) index.
 */
export async function listCustomerQuotes(
  scope: CustomerScope,
  { lineItems = "preview" }: { lineItems?: "preview" | "all" } = {},
): Promise<QuoteListItem[]> {
  // The API (spec §7 call 15) returns every line item; the page only the first three.
  const itemLimit = lineItems === "all" ? sql`` : sql`limit 3`;
  const rows = await db
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
      lineItems: sql<LineItemView[]>`coalesce((
        select json_agg(json_build_object('id', li.id, 'description', li.description, 'quantity', li.quantity,
                                          'rateCents', li.rate_cents, 'amountCents', li.amount_cents) order by li.position, li.id)
        from (
          select id, description, quantity, rate_cents, amount_cents, position from quote_line_items
          where business_id = "quotes"."business_id" and quote_id = "quotes"."id"
          order by position, id ${itemLimit}
        ) li
      ), '[]'::json)`,
      lineItemCount: sql<number>`(
        select count(*)::int from quote_line_items
        where business_id = "quotes"."business_id" and quote_id = "quotes"."id"
      )`,
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
    ...row,
    createdAt: row.createdAt.toISOString(),
    lineItems: row.lineItems.map(numericItem),
  }));
}

/** json_build_object renders numeric and bigint as JSON numbers already; this guards string forms. */
export function numericItem(item: LineItemView): LineItemView {
  return { ...item, quantity: Number(item.quantity), rateCents: Number(item.rateCents), amountCents: Number(item.amountCents) };
}
