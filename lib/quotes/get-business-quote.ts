import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, quoteLineItems, quotes } from "@/db/schema";
import { isUuid } from "@/lib/core/is-uuid";
import type { BusinessScope } from "@/lib/core/scope";
import type { AdminQuoteDetail, AdminQuoteState } from "./admin-quote-views";
import { quoteState } from "./quote-state-sql";

/** One quote of the business with its lines, or null (missing or another business's). */
export async function getBusinessQuote(scope: BusinessScope, quoteId: string): Promise<AdminQuoteDetail | null> {
  if (!isUuid(quoteId)) return null;
  const [row] = await db
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      title: quotes.title,
      status: quotes.status,
      state: quoteState,
      customerId: quotes.customerId,
      customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
      totalAmountCents: quotes.totalAmountCents,
      subtotalCents: quotes.subtotalCents,
      discountCents: quotes.discountCents,
      taxAmountCents: quotes.taxAmountCents,
      validUntil: quotes.validUntil,
      terms: quotes.terms,
      notes: quotes.notes,
      customerComment: quotes.customerComment,
      sentAt: quotes.sentAt,
      respondedAt: quotes.respondedAt,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.businessId, quotes.businessId)))
    .where(and(eq(quotes.id, quoteId), eq(quotes.businessId, scope.businessId)));
  if (!row) return null;
  const lines = await db
    .select({ id: quoteLineItems.id, description: quoteLineItems.description, quantity: quoteLineItems.quantity, rateCents: quoteLineItems.rateCents, amountCents: quoteLineItems.amountCents })
    .from(quoteLineItems)
    .where(and(eq(quoteLineItems.businessId, scope.businessId), eq(quoteLineItems.quoteId, quoteId)))
    .orderBy(asc(quoteLineItems.position));
  return {
    ...row,
    state: row.state as AdminQuoteState,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    lineItems: lines,
  };
}
