import { invoiceToJson } from "@/lib/api/v1/money/invoice-api";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { getBusinessInvoice } from "@/lib/money/invoices/get-business-invoice";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";

/** POST /api/v1/invoices/{id}/send — draft → pending, ledger entry, customer notified (manage_invoices). */
export const POST = apiRoute("manage_invoices", {}, async (request, { scope, params, apiKeyId }) => {
  const id = String(params.id);
  if (!isUuid(id)) throw new DomainError("not_found", "Invoice not found");
  await sendInvoice(scope, { invoiceId: id }, { type: "api_key", apiKeyId });
  return Response.json(invoiceToJson((await getBusinessInvoice(scope, id))!));
});
