import { getDocumentBranding } from "@/lib/businesses/get-document-branding";
import { DomainError } from "@/lib/foundation/domain-error";
import { param } from "@/lib/core/routes/define-route";
import { staffRoute } from "@/lib/core/routes/staff-route";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { pdfResponse } from "@/lib/pdf/pdf-response";
import { getBusinessQuoteDocument } from "@/lib/quotes/get-business-quote-document";
import { buildQuotePdf } from "@/lib/quotes/quote-pdf";

export const dynamic = "force-dynamic";

/** GET /api/admin/quotes/{id}/pdf — the quote's PDF exactly as its customer downloads it (manage_quotes); another business's is 404. */
export const GET = staffRoute("manage_quotes", async (_request, { businessId, params }) => {
  const [quote, { branding }] = await Promise.all([getBusinessQuoteDocument({ businessId }, param(params, "quoteId")), getDocumentBranding({ businessId })]);
  if (!quote) throw new DomainError("not_found", "Quote not found");
  return pdfResponse(await buildQuotePdf(quote, branding), `quote-${displayDocumentNumber(quote.quoteNumber, quote.id)}.pdf`);
});
