import { getDocumentBranding } from "@/lib/businesses/get-document-branding";
import { DomainError } from "@/lib/foundation/domain-error";
import { param } from "@/lib/core/routes/define-route";
import { staffRoute } from "@/lib/core/routes/staff-route";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { getBusinessInvoiceDocument } from "@/lib/money/invoices/get-business-invoice-document";
import { buildInvoicePdf } from "@/lib/money/invoices/invoice-pdf";
import { pdfResponse } from "@/lib/pdf/pdf-response";

export const dynamic = "force-dynamic";

/** GET /api/admin/invoices/{id}/pdf — the invoice's PDF exactly as its customer downloads it (manage_invoices or view_billing); another business's is 404. */
export const GET = staffRoute(["manage_invoices", "view_billing"], async (_request, { businessId, params }) => {
  const { branding, paymentInstructions } = await getDocumentBranding({ businessId });
  const invoice = await getBusinessInvoiceDocument({ businessId }, param(params, "invoiceId"), paymentInstructions);
  if (!invoice) throw new DomainError("not_found", "Invoice not found");
  return pdfResponse(await buildInvoicePdf(invoice, branding), `invoice-${displayDocumentNumber(invoice.invoiceNumber, invoice.id)}.pdf`);
});
