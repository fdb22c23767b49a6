import "server-only";
import type { BusinessScope } from "@/lib/foundation/scope";
import { listBuilderOptions } from "@/lib/money/documents/list-builder-options";
import { listQuoteConversions } from "@/lib/quotes/conversions/list-quote-conversions";
import { getBusinessQuote } from "@/lib/quotes/get-business-quote";

/**
 * /admin/quotes/{id}: the quote with its figures; an approved quote also what it became (job,
 * contract, invoice), a draft the builder's options. Null when the quote is not the business's.
 */
export async function loadQuotePage(scope: BusinessScope, quoteId: string) {
  const quote = await getBusinessQuote(scope, quoteId);
  if (!quote) return null;
  const [conversions, builderOptions] = await Promise.all([
    quote.status === "approved" ? listQuoteConversions(scope, quote.id) : [],
    quote.status === "draft" ? listBuilderOptions(scope) : null,
  ]);
  return { quote, conversions, builderOptions };
}
