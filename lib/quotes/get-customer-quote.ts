import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { quotes } from "@/db/schema";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { CustomerScope } from "@/lib/foundation/scope";
import { CUSTOMER_VISIBLE_QUOTE_STATUSES } from "./quote-policy";
import { readQuoteDocument } from "./quote-document-query";
import type { QuoteDetail } from "./quote-views";

/**
 * One quote of the customer with its figures, or null when it does not exist, is a draft, or
 * belongs to someone else (the page shows the same 'Quote not found' for all).
 */
export async function getCustomerQuote(scope: CustomerScope, quoteId: string): Promise<QuoteDetail | null> {
  if (!isUuid(quoteId)) return null;
  return readQuoteDocument(
    and(
      eq(quotes.id, quoteId),
      eq(quotes.businessId, scope.businessId),
      eq(quotes.customerId, scope.customerId),
      inArray(quotes.status, [...CUSTOMER_VISIBLE_QUOTE_STATUSES]),
    )!,
  );
}
