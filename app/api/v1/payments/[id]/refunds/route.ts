import { invoiceToJson } from "@/lib/api/v1/money/invoice-api";
import { dollarsToCents } from "@/lib/api/v1/money/money-json";
import { quoteToJson } from "@/lib/api/v1/money/quote-api";
import { refundBody } from "@/lib/api/v1/money/refund-api";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { getBusinessInvoice } from "@/lib/money/invoices/get-business-invoice";
import { refundPayment } from "@/lib/money/refunds/refund-payment";
import { getBusinessQuote } from "@/lib/quotes/get-business-quote";

/**
 * POST /api/v1/payments/{id}/refunds — all or part of a payment back to the customer, with the
 * reason (manage_billing), through the one refund path (refund-payment.ts). Answers the document
 * the refund settles: the payment's invoice, or — for a quote's deposit no invoice holds yet — its
 * quote with the deposit figures. With an Idempotency-Key a retried request answers the first
 * response and refunds nothing twice.
 */
export const POST = apiRoute("manage_billing", { body: refundBody }, async (_request, { scope, params, body, apiKeyId }) => {
  const id = String(params.id);
  if (!isUuid(id)) throw new DomainError("not_found", "Payment not found");
  const refund = await refundPayment(scope, { paymentId: id, amountCents: dollarsToCents(body.amount), reason: body.reason }, { type: "api_key", apiKeyId });
  if (refund.invoiceId === null) return Response.json(quoteToJson((await getBusinessQuote(scope, refund.quoteId))!), { status: 201 });
  return Response.json(invoiceToJson((await getBusinessInvoice(scope, refund.invoiceId))!), { status: 201 });
});
