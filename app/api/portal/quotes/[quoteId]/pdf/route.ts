import { brandingForCustomer } from "@/lib/locations/branding-for-customer";
import { customerRoute } from "@/lib/core/routes/customer-route";
import { param } from "@/lib/core/routes/define-route";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { brandingOf, notFoundResponse, pdfResponse } from "@/lib/pdf/pdf-response";
import { getCustomerQuote } from "@/lib/quotes/get-customer-quote";
import { buildQuotePdf } from "@/lib/quotes/quote-pdf";

export const dynamic = "force-dynamic";

/** GET /api/portal/quotes/{id}/pdf — the signed-in customer's quote as a server-generated PDF. */
export const GET = customerRoute(async (_request, { scope, business, params }) => {
  const quote = await getCustomerQuote(scope, param(params, "quoteId"));
  if (!quote) return notFoundResponse();
  const bytes = await buildQuotePdf(quote, await brandingForCustomer(brandingOf(business), scope));
  return pdfResponse(bytes, `quote-${displayDocumentNumber(quote.quoteNumber, quote.id)}.pdf`);
});
