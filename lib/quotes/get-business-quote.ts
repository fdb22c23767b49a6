import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, quotes } from "@/db/schema";
import { isUuid } from "@/lib/foundation/is-uuid";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { quoteFigures } from "@/lib/money/documents/figures-of-rows";
import type { AdminQuoteDetail, AdminQuoteState } from "./admin-quote-views";
import { adminQuoteColumns } from "./quote-columns";

/** One quote of the business with its figures, or null (missing or another business's). One query. */
export async function getBusinessQuote(scope: BusinessScope, quoteId: string): Promise<AdminQuoteDetail | null> {
  if (!isUuid(quoteId)) return null;
  const [row] = await db
    .select({
      ...adminQuoteColumns(),
      customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
    })
    .from(quotes)
    .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.businessId, quotes.businessId)))
    .where(and(eq(quotes.id, quoteId), customerRowInScope(quotes, scope)));
  return row ? toAdminQuoteDetail(row) : null;
}

type QuoteRow = Omit<AdminQuoteDetail, "state" | "createdAt" | "sentAt" | "respondedAt" | "figures" | "depositAsk"> &
  Parameters<typeof quoteFigures>[0] & { state: string; createdAt: Date; sentAt: Date | null; respondedAt: Date | null };

/** A quote row (with its lines) as the admin page and API v1 render it. */
export function toAdminQuoteDetail(row: QuoteRow): AdminQuoteDetail {
  return {
    id: row.id,
    quoteNumber: row.quoteNumber,
    title: row.title,
    status: row.status,
    state: row.state as AdminQuoteState,
    depositAsk: { amountCents: row.depositAmountCents ?? null, percentBps: row.depositPercentBps ?? null },
    revision: row.revision,
    customerId: row.customerId,
    locationId: row.locationId,
    customerName: row.customerName,
    totalAmountCents: row.totalAmountCents,
    validUntil: row.validUntil,
    terms: row.terms,
    notes: row.notes,
    customerComment: row.customerComment,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    figures: quoteFigures(row),
  };
}
