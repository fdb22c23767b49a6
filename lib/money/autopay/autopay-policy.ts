/**
 * Autopay's rules, client-safe (the portal's consent text and the card line use them).
 * Dunning: a declined charge is tried again 1, 3 and 5 days after the first failure; after
 * the fourth attempt the invoice stays pending for the customer to pay by hand.
 */
export const AUTOPAY_RETRY_DAYS = [1, 3, 5] as const;
export const AUTOPAY_MAX_ATTEMPTS = AUTOPAY_RETRY_DAYS.length + 1;

export const AUTOPAY_CONSENT_TEXT =
  "I authorise this business to charge my saved card for each invoice when it is issued, and to retry a declined charge up to 3 times over the following 5 days. I can turn autopay off or remove my card here at any time.";

/** The portal path where a customer updates the card (the dunning email links here). */
export const UPDATE_CARD_PATH = "/account#payment-card";

export type SavedCardView = { brand: string; last4: string; expMonth: number; expYear: number };

/** "Visa •••• 4242, expires 12/28". */
export function describeCard(card: SavedCardView): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : "Card";
  return `${brand} •••• ${card.last4}, expires ${String(card.expMonth).padStart(2, "0")}/${String(card.expYear % 100).padStart(2, "0")}`;
}

/** The delay before retry `attemptNo` (2…4), counted from the first attempt, in days; null after the last. */
export function retryDelayDays(nextAttemptNo: number): number | null {
  return AUTOPAY_RETRY_DAYS[nextAttemptNo - 2] ?? null;
}
