import { defineOperation } from "@/lib/api/openapi/define-operation";
import { z } from "zod";
import { creditBody, invoiceJson } from "./invoice-api";
import { quoteJson } from "./quote-api";

/** A refund of a recorded payment: the same shape as a credit — dollars (two decimals at most) and the reason, the ledger entry's memo. */
export const refundBody = creditBody;

export const refundPaymentOperation = defineOperation({
  method: "post",
  path: "/payments/{id}/refunds",
  summary: "Refund all or part of a payment",
  description:
    "Puts the amount back on the payment's invoice (owed again: pending, or overdue when past due) and records a `refund` ledger entry whose memo is the reason. A quote's deposit no invoice holds yet is refunded on the deposit, all or part of it: the invoice later made from the quote is credited only what is left. A card payment is refunded to the card through Stripe; a manual one records money paid back. More than the payment's unrefunded amount is refused with 422, a payment of a void invoice or one already fully refunded with 409, and Stripe's refusal with 409 naming it. Needs manage_billing. Answers the invoice with each payment's `amount_refunded` — or, for a deposit no invoice holds, its quote with `deposit_paid`, `deposit_refunded` and `deposit_due`. Send an Idempotency-Key to make retries safe.",
  tag: "Invoices",
  permission: "manage_billing",
  body: refundBody,
  response: z.union([invoiceJson, quoteJson]),
  successStatus: 201,
});
