import "server-only";
import { DomainError } from "@/lib/foundation/domain-error";
import { stripeClient } from "../stripe/stripe-client";

/** What Stripe said: detached now, or the method was already gone (deleted, or detached before). */
export type DetachOutcome = "detached" | "already_gone";

export const CARD_NOT_REMOVED_MESSAGE = "The card could not be removed right now. Please try again in a moment.";

/**
 * Detaches a saved PaymentMethod on the connected account it lives on (direct charges: the
 * `stripeAccount` request option). After this Stripe refuses to charge it, whoever asks.
 * "No such PaymentMethod" (resource_missing) and "not attached to a customer" mean the card is
 * gone already — for example removed in the business's Stripe dashboard — which is what the
 * customer asked for. Any other failure (Stripe down, the account disconnected) throws a
 * refusal, so the caller changes nothing.
 */
export async function detachPaymentMethod(accountId: string, paymentMethodId: string): Promise<DetachOutcome> {
  try {
    await stripeClient().paymentMethods.detach(paymentMethodId, {}, { stripeAccount: accountId });
    return "detached";
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (isAlreadyGone(error)) return "already_gone";
    console.error("Stripe: paymentMethods.detach failed", error);
    throw new DomainError("conflict", CARD_NOT_REMOVED_MESSAGE);
  }
}

function isAlreadyGone(error: unknown): boolean {
  const e = error as { type?: string; code?: string; message?: string };
  if (e.type !== "StripeInvalidRequestError") return false;
  // Stripe answers a detached method with this message and no error code.
  return e.code === "resource_missing" || /not attached to a customer/i.test(e.message ?? "");
}
