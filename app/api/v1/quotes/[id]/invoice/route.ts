import { invoiceToJson } from "@/lib/api/v1/money/invoice-api";
import { conversionStatus } from "@/lib/api/v1/money/quote-conversion-api";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { getBusinessInvoice } from "@/lib/money/invoices/get-business-invoice";
import { convertQuoteToInvoice } from "@/lib/quotes/conversions/convert-quote-to-invoice";

/** POST /api/v1/quotes/{id}/invoice — the approved quote's one invoice: 201 when made, 200 after (manage_invoices). */
export const POST = apiRoute("manage_invoices", {}, async (_request, { scope, params, apiKeyId }) => {
  const id = String(params.id);
  if (!isUuid(id)) throw new DomainError("not_found", "Quote not found");
  const conversion = await convertQuoteToInvoice(scope, { quoteId: id }, { type: "api_key", apiKeyId });
  return Response.json(invoiceToJson((await getBusinessInvoice(scope, conversion.id))!), { status: conversionStatus(conversion) });
});
