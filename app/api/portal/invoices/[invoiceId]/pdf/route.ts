import { brandingForCustomer } from "@/lib/locations/branding-for-customer";
import { customerRoute } from "@/lib/core/routes/customer-route";
import { param } from "@/lib/core/routes/define-route";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { getCustomerInvoice } from "@/lib/money/invoices/get-customer-invoice";
import { buildInvoicePdf } from "@/lib/money/invoices/invoice-pdf";
import { brandingOf, notFoundResponse, pdfResponse } from "@/lib/pdf/pdf-response";

export const dynamic = "force-dynamic";

/** GET /api/portal/invoices/{id}/pdf — the signed-in customer's invoice as a server-generated PDF. */
export const GET = customerRoute(async (_request, { scope, business, params }) => {
  const invoice = await getCustomerInvoice(scope, param(params, "invoiceId"), business.paymentInstructions);
  if (!invoice) return notFoundResponse();
  const bytes = await buildInvoicePdf(invoice, await brandingForCustomer(brandingOf(business), scope));
  return pdfResponse(bytes, `invoice-${displayDocumentNumber(invoice.invoiceNumber, invoice.id)}.pdf`);
});
