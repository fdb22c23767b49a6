import { displayDocumentNumber } from "@/lib/format/document-number";
import { buildInvoicePdf } from "@/lib/pdf/invoice-pdf";
import { authenticatePortalRequest, isPortalAuthFailure, portalAuthErrorResponse } from "@/lib/portal-auth/api-auth";
import { getCustomerInvoice } from "@/lib/portal/get-customer-invoice";
import { brandingOf, notFoundResponse, pdfResponse } from "@/lib/portal/pdf-response";

export const dynamic = "force-dynamic";

/** GET /api/portal/invoices/{id}/pdf — the signed-in customer's invoice as a server-generated PDF. */
export async function GET(request: Request, { params }: { params: Promise<{ invoiceId: string }> }) {
  const auth = await authenticatePortalRequest(request);
  if (isPortalAuthFailure(auth)) return portalAuthErrorResponse(auth);
  const scope = { businessId: auth.business.id, customerId: auth.customer.id };
  const invoice = await getCustomerInvoice(scope, (await params).invoiceId, auth.business.paymentInstructions);
  if (!invoice) return notFoundResponse();
  const bytes = await buildInvoicePdf(invoice, brandingOf(auth.business));
  return pdfResponse(bytes, `invoice-${displayDocumentNumber(invoice.invoiceNumber, invoice.id)}.pdf`);
}
