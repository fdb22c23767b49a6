import "server-only";
import { and, eq } from "drizzle-orm";
import { quotes } from "@/db/schema";
import { isUuid } from "@/lib/foundation/is-uuid";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { readQuoteDocument } from "./quote-document-query";
import type { QuoteDetail } from "./quote-views";

/**
 * Any quote of the business as its customer's document (the staff preview and PDF): exactly what
 * the portal renders, drafts included; another business's quote is null.
 */
export async function getBusinessQuoteDocument(scope: BusinessScope, quoteId: string): Promise<QuoteDetail | null> {
  if (!isUuid(quoteId)) return null;
  return readQuoteDocument(and(eq(quotes.id, quoteId), customerRowInScope(quotes, scope))!);
}
