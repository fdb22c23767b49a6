import "server-only";
import { and, asc, count, desc, eq, ilike, not, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, quotes } from "@/db/schema";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { AdminQuoteRow, AdminQuoteState } from "./admin-quote-views";
import { quoteIsExpired, quoteState } from "./quote-state-sql";

export const QUOTE_SORTS = ["number", "created", "total", "customer", "valid"] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];
export type QuoteListQuery = { q: string; state?: AdminQuoteState; sort: QuoteSort; dir: "asc" | "desc"; limit: number; offset: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function stateWhere(state: AdminQuoteState): SQL {
  if (state === "expired") return quoteIsExpired;
  if (state === "sent") return and(eq(quotes.status, "sent"), not(quoteIsExpired))!;
  return eq(quotes.status, state);
}

/** One page of the business's quotes (server-paginated), with the total for paging. */
export async function listBusinessQuotes(scope: BusinessScope, query: QuoteListQuery): Promise<{ rows: AdminQuoteRow[]; total: number }> {
  const conditions: SQL[] = [customerRowInScope(quotes, scope)];
  if (query.state) conditions.push(stateWhere(query.state));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(ilike(quotes.quoteNumber, pattern), ilike(quotes.title, pattern), ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern), ilike(customers.email, pattern))!,
    );
  }
  const where = and(...conditions);
  const order = query.dir === "asc" ? asc : desc;
  const sortColumn = { number: quotes.quoteNumber, created: quotes.createdAt, total: quotes.totalAmountCents, customer: customers.lastName, valid: quotes.validUntil }[query.sort];
  const join = and(eq(customers.id, quotes.customerId), eq(customers.businessId, quotes.businessId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: quotes.id,
        quoteNumber: quotes.quoteNumber,
        title: quotes.title,
        status: quotes.status,
        state: quoteState,
        customerId: quotes.customerId,
        customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
        totalAmountCents: quotes.totalAmountCents,
        validUntil: quotes.validUntil,
        createdAt: quotes.createdAt,
      })
      .from(quotes)
      .innerJoin(customers, join)
      .where(where)
      .orderBy(order(sortColumn), desc(quotes.createdAt))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(quotes).innerJoin(customers, join).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, state: row.state as AdminQuoteState, createdAt: row.createdAt.toISOString() })), total };
}
