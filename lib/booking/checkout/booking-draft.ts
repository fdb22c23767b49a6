import type { BookingRequest } from "../bookings/create-booking";
import type { PreparedBooking } from "../bookings/prepare-booking";

/** The Checkout metadata's mark of a booking's deposit (confirm-booking-payment.ts). */
export const BOOKING_DEPOSIT_PURPOSE = "booking_deposit";
/** The setup-mode Checkout metadata's mark of a booking waiting for a card on file (confirm-booking-card.ts). */
export const BOOKING_CARD_PURPOSE = "booking_card";

/**
 * What waits on a lead while its visitor pays on Stripe (booking_leads.checkout_draft): the
 * booking as submitted — the password only as its hash — with the price and branch computed
 * when they went to Checkout, which is what they pay for; and the hash of the claim token their
 * browser holds (a cookie), which alone may turn the paid booking into a portal session.
 */
export type BookingDraft = {
  request: BookingRequest;
  price: PreparedBooking["price"];
  serviceName: string;
  location: PreparedBooking["location"];
  window: PreparedBooking["window"];
  status: PreparedBooking["status"];
  claimHash: string;
};

/** What is kept once the booking is made: the claim, and whether it may sign in (the password hash is dropped). */
export type ClaimDraft = { claimHash: string; customerId: string; signInNow: boolean };

export function isClaimDraft(value: unknown): value is ClaimDraft {
  return Boolean(value) && typeof value === "object" && typeof (value as ClaimDraft).claimHash === "string" && typeof (value as ClaimDraft).customerId === "string";
}

/** The claim cookie on the portal host (HttpOnly, an hour: Checkout expires sooner). */
export const BOOKING_CLAIM_COOKIE = "sl_booking_claim";
export const BOOKING_CLAIM_MAX_AGE_SECONDS = 60 * 60;
