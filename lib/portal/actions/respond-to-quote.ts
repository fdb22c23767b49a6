"use server";

import "server-only";
import { customerAction } from "@/lib/core/customer-action";
import { fullName } from "@/lib/format/names";
import { quoteResponseSchema } from "@/lib/quotes/quote-response-schema";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";

const decisionOf = (rawInput: unknown) => (rawInput as { decision?: unknown } | null)?.decision;

/** Quote detail → Approve / Decline (spec §4: a sent quote only, with an optional comment); an approval may answer the deposit's Checkout URL. */
export const respondToQuoteAction = customerAction(
  quoteResponseSchema,
  ({ quoteId, decision, comment }, { customer, scope, ip }) =>
    respondToQuote(scope, { quoteId, decision, comment }, fullName(customer.firstName, customer.lastName), { ip }),
  { fallback: (rawInput) => (decisionOf(rawInput) === "decline" ? "Failed to decline quote" : "Failed to approve quote") },
);
