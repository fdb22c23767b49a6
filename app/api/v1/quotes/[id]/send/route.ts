import { quoteToJson } from "@/lib/api/v1/money/quote-api";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { getBusinessQuote } from "@/lib/quotes/get-business-quote";
import { sendQuote } from "@/lib/quotes/send-quote";

/** POST /api/v1/quotes/{id}/send — draft → sent, customer notified (manage_quotes). */
export const POST = apiRoute("manage_quotes", {}, async (_request, { scope, params }) => {
  const id = String(params.id);
  if (!isUuid(id)) throw new DomainError("not_found", "Quote not found");
  await sendQuote(scope, { quoteId: id });
  return Response.json(quoteToJson((await getBusinessQuote(scope, id))!));
});
