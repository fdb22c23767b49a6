import { quoteToJson } from "@/lib/api/v1/money/quote-api";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { getBusinessQuote } from "@/lib/quotes/get-business-quote";

/** GET /api/v1/quotes/{id} — one quote with its lines (manage_quotes); another business's is 404. */
export const GET = apiRoute("manage_quotes", {}, async (_request, { scope, params }) => {
  const quote = await getBusinessQuote(scope, String(params.id));
  if (!quote) throw new DomainError("not_found", "Quote not found");
  return Response.json(quoteToJson(quote));
});
