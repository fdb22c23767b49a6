import "server-only";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { saveQuoteDraftInTransaction } from "@/lib/quotes/save-quote-draft";
import type { AcceptRequestIntoQuoteInput } from "./accept-request-schema";
import { claimPendingRequest, recordRequestOutcome } from "./claim-pending-request";
import { tellCustomerAboutAnswer } from "./tell-customer-about-answer";

export type AcceptedIntoQuote = { requestId: string; id: string; quoteNumber: string; emailSent: boolean };

/**
 * A portal request becomes a draft quote for its customer (through the quote builder's own
 * save), committed together with the request's move to accepted. The draft stays the
 * business's until it is sent; the customer hears that a quote is on its way.
 */
export async function acceptRequestIntoQuote(scope: BusinessScope, input: AcceptRequestIntoQuoteInput, actor: MoneyActor): Promise<AcceptedIntoQuote> {
  const { requestId, message, ...draft } = input;
  const { quote, recipient } = await db.transaction(async (tx) => {
    const request = await claimPendingRequest(tx, scope, requestId);
    const quote = await saveQuoteDraftInTransaction(tx, scope, { ...draft, quoteId: null, customerId: request.customerId });
    const recipient = await recordRequestOutcome(tx, scope, requestId, { quoteId: quote.id }, message, actor);
    return { quote, recipient };
  });
  const next = "We are preparing a quote for you; it will appear under Quotes when it is ready.";
  const { emailSent } = await tellCustomerAboutAnswer(scope.businessId, recipient, "accepted", message ? `${message}\n\n${next}` : next);
  return { requestId, id: quote.id, quoteNumber: quote.quoteNumber, emailSent };
}
