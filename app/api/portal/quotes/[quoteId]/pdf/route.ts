import { displayDocumentNumber } from "@/lib/format/document-number";
import { buildQuotePdf } from "@/lib/pdf/quote-pdf";
import { authenticatePortalRequest, isPortalAuthFailure, portalAuthErrorResponse } from "@/lib/portal-auth/api-auth";
import { getCustomerQuote } from "@/lib/portal/get-customer-quote";
import { brandingOf, notFoundResponse, pdfResponse } from "@/lib/portal/pdf-response";

export const dynamic = "force-dynamic";

/** GET /api/portal/quotes/{id}/pdf — the signed-in customer's quote as a server-generated PDF. */
export async function GET(request: Request, { params }: { params: Promise<{ quoteId: string }> }) {
  const auth = await authenticatePortalRequest(request);
  if (isPortalAuthFailure(auth)) return portalAuthErrorResponse(auth);
  const quote = await getCustomerQuote({ businessId: auth.business.id, customerId: auth.customer.id }, (await params).quoteId);
  if (!quote) return notFoundResponse();
  const bytes = await buildQuotePdf(quote, brandingOf(auth.business));
  return pdfResponse(bytes, `quote-${displayDocumentNumber(quote.quoteNumber, quote.id)}.pdf`);
}
