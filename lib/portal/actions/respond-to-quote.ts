"use server";

import "server-only";
import { fullName } from "@/lib/format/names";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { PortalError } from "../portal-error";
import { respondToQuote, type QuoteResponseResult } from "../respond-to-quote";
import { quoteResponseSchema, type QuoteDecision } from "../schemas/quote-response";
import { type ActionResult, withCustomer } from "./with-customer";

export async function respondToQuoteAction(
  quoteId: unknown,
  decision: QuoteDecision,
  input: unknown,
): Promise<ActionResult<QuoteResponseResult>> {
  const fallback = decision === "approve" ? "Failed to approve quote" : "Failed to decline quote";
  return withCustomer(fallback, async ({ customer, scope }) => {
    if (decision !== "approve" && decision !== "decline") throw new PortalError("invalid", fallback);
    const parsed = quoteResponseSchema.safeParse(input);
    if (!parsed.success) throw new PortalError("invalid", firstErrorMessage(parsed.error));
    const result = await respondToQuote(
      scope,
      { quoteId: String(quoteId), decision, comment: parsed.data.comment },
      fullName(customer.firstName, customer.lastName),
    );
    return result;
  });
}
