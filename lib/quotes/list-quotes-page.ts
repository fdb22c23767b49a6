import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { cursorAtOf, olderThan } from "@/lib/api/keyset";
import { db } from "@/db/client";
import { quotes } from "@/db/schema";
import type { BusinessScope } from "@/lib/core/scope";
import type { AdminQuoteDetail, AdminQuoteState } from "./admin-quote-views";
import { quoteState } from "./quote-state-sql";

export type QuotePageRow = Omit<AdminQuoteDetail, "lineItems" | "customerName">;

/**
 * One keyset page of quotes for the API (newest first, ties by id): `after` is the last
 * row's [created_at, id]. Fetches limit + 1 rows so the caller knows whether there is more.
 */
export async function listQuotesPage(scope: BusinessScope, query: { limit: number; after: [string, string] | null; status?: string }): Promise<Array<QuotePageRow & { cursorAt: string }>> {
  const conditions: SQL[] = [eq(quotes.businessId, scope.businessId)];
  if (query.status) conditions.push(eq(quotes.status, query.status));
  if (query.after) conditions.push(olderThan(quotes.createdAt, quotes.id, query.after));
  const rows = await db
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      title: quotes.title,
      status: quotes.status,
      state: quoteState,
      customerId: quotes.customerId,
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
      cursorAt: cursorAtOf(quotes.createdAt),
    })
    .from(quotes)
    .where(and(...conditions))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(query.limit + 1);
  return rows.map((row) => ({
    ...row,
    state: row.state as AdminQuoteState,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
  }));
}
