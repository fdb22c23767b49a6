import { invoiceToJson } from "@/lib/api/v1/money/invoice-api";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { getBusinessInvoice } from "@/lib/money/invoices/get-business-invoice";

/** GET /api/v1/invoices/{id} — one invoice with lines and payments (manage_invoices); another business's is 404. */
export const GET = apiRoute("manage_invoices", {}, async (_request, { scope, params }) => {
  const invoice = await getBusinessInvoice(scope, String(params.id));
  if (!invoice) throw new DomainError("not_found", "Invoice not found");
  return Response.json(invoiceToJson(invoice));
});
