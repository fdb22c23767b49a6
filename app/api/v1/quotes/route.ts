import { decodeCursor, pageOf } from "@/lib/api/pagination";
import { createQuoteBody, quoteListQuery, quoteSummaryToJson, quoteToJson } from "@/lib/api/v1/money/quote-api";
import { dollarsToCents, lineItemsFromApi } from "@/lib/api/v1/money/money-json";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { getBusinessQuote } from "@/lib/quotes/get-business-quote";
import { listQuotesPage } from "@/lib/quotes/list-quotes-page";
import { saveQuoteDraft } from "@/lib/quotes/save-quote-draft";

/** GET /api/v1/quotes — newest first, cursor pages (manage_quotes). */
export const GET = apiRoute("manage_quotes", { query: quoteListQuery }, async (_request, { scope, query }) => {
  const after = decodeCursor(query.cursor);
  if (after && (after.length !== 2 || typeof after[0] !== "string" || typeof after[1] !== "string")) throw new DomainError("invalid", "cursor is not valid");
  const rows = await listQuotesPage(scope, { limit: query.limit, after: after as [string, string] | null, status: query.status });
  return Response.json(pageOf(rows, query.limit, (row) => [row.cursorAt, row.id], quoteSummaryToJson));
});

/** POST /api/v1/quotes — a draft quote; totals from the business's tax rate (manage_quotes). */
export const POST = apiRoute("manage_quotes", { body: createQuoteBody }, async (_request, { scope, body }) => {
  const saved = await saveQuoteDraft(scope, {
    customerId: body.customer_id,
    title: body.title,
    lineItems: lineItemsFromApi(body.line_items),
    discountCents: dollarsToCents(body.discount),
    validUntil: body.valid_until ?? null,
    terms: body.terms?.trim() || null,
    notes: body.notes?.trim() || null,
    depositAmountCents: body.deposit_amount == null ? null : dollarsToCents(body.deposit_amount),
    depositPercentBps: body.deposit_percent == null ? null : Math.round(body.deposit_percent * 100),
  });
  const quote = await getBusinessQuote(scope, saved.id);
  return Response.json(quoteToJson(quote!), { status: 201 });
});
