import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { cursorAtOf, olderThan } from "@/lib/foundation/keyset";
import { db } from "@/db/client";
import { quotes } from "@/db/schema";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { AdminQuoteDetail } from "./admin-quote-views";
import { adminQuoteColumns } from "./quote-columns";
import { toAdminQuoteDetail } from "./get-business-quote";

export type QuotePageRow = Omit<AdminQuoteDetail, "customerName">;

/**
 * One keyset page of quotes for the API (newest first, ties by id): `after` is the last
 * row's [created_at, id]. Fetches limit + 1 rows so the caller knows whether there is more.
 * Each row has its figures (its lines in the same statement), so a list item states the same
 * subtotal, discount, tax and total as the quote itself.
 */
export async function listQuotesPage(scope: BusinessScope, query: { limit: number; after: [string, string] | null; status?: string }): Promise<Array<QuotePageRow & { cursorAt: string }>> {
  const conditions: SQL[] = [customerRowInScope(quotes, scope)];
  if (query.status) conditions.push(eq(quotes.status, query.status));
  if (query.after) conditions.push(olderThan(quotes.createdAt, quotes.id, query.after));
  const rows = await db
    .select({
      ...adminQuoteColumns(),
      cursorAt: cursorAtOf(quotes.createdAt),
    })
    .from(quotes)
    .where(and(...conditions))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(query.limit + 1);
  return rows.map(({ cursorAt, ...row }) => {
    const { customerName: _customerName, ...detail } = toAdminQuoteDetail({ ...row, customerName: "" });
    return { ...detail, cursorAt };
  });
}
