/** How far a business's Stripe account is (client-safe). */
export type StripeConnection = "none" | "pending" | "connected";

/**
 * The one reading of a business's Stripe connection, from its row: no account yet; an account
 * whose onboarding has not finished (card payments still off); or connected — the account can
 * take charges, which is when sync-stripe-account.ts switches `payment_provider` to 'stripe'.
 * Settings → Payments and the operator's business page both show this.
 */
export function stripeConnectionOf(business: { stripeAccountId: string | null; paymentProvider: string }): StripeConnection {
  if (!business.stripeAccountId) return "none";
  return business.paymentProvider === "stripe" ? "connected" : "pending";
}
