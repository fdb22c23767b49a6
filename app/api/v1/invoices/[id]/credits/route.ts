import { creditBody, invoiceToJson } from "@/lib/api/v1/money/invoice-api";
import { dollarsToCents } from "@/lib/api/v1/money/money-json";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { applyInvoiceCredit } from "@/lib/money/credits/apply-invoice-credit";
import { getBusinessInvoice } from "@/lib/money/invoices/get-business-invoice";

/**
 * POST /api/v1/invoices/{id}/credits — a credit with its reason off an open invoice's balance
 * (manage_invoices). With an Idempotency-Key a retried request answers the first response and
 * credits nothing twice.
 */
export const POST = apiRoute("manage_invoices", { body: creditBody }, async (_request, { scope, params, body, apiKeyId }) => {
  const id = String(params.id);
  if (!isUuid(id)) throw new DomainError("not_found", "Invoice not found");
  await applyInvoiceCredit(scope, { invoiceId: id, amountCents: dollarsToCents(body.amount), reason: body.reason }, { type: "api_key", apiKeyId });
  return Response.json(invoiceToJson((await getBusinessInvoice(scope, id))!), { status: 201 });
});
