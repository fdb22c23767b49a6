import { invoiceToJson, paymentBody } from "@/lib/api/v1/money/invoice-api";
import { dollarsToCents } from "@/lib/api/v1/money/money-json";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { getBusinessInvoice } from "@/lib/money/invoices/get-business-invoice";
import { recordPayment } from "@/lib/money/payments/record-payment";

/**
 * POST /api/v1/invoices/{id}/payments — a manual payment (manage_invoices). With an
 * Idempotency-Key a retried request answers the first response and records nothing twice.
 */
export const POST = apiRoute("manage_invoices", { body: paymentBody }, async (_request, { scope, params, body, apiKeyId }) => {
  const id = String(params.id);
  if (!isUuid(id)) throw new DomainError("not_found", "Invoice not found");
  await recordPayment(scope, { invoiceId: id, amountCents: dollarsToCents(body.amount), method: body.method, note: body.note?.trim() || null }, { type: "api_key", apiKeyId });
  return Response.json(invoiceToJson((await getBusinessInvoice(scope, id))!), { status: 201 });
});
