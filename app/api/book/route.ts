import { NextResponse } from "next/server";
import { SlotTakenError } from "@/lib/booking/availability/claim-slot";
import { createBooking } from "@/lib/booking/bookings/create-booking";
import { BOOKING_CLAIM_COOKIE, BOOKING_CLAIM_MAX_AGE_SECONDS } from "@/lib/booking/checkout/booking-draft";
import { startBookingCheckout } from "@/lib/booking/checkout/start-booking-checkout";
import { bookingInputSchema } from "@/lib/booking/bookings/booking-schema";
import { guardBookingLimits, recordBookingAttempt } from "@/lib/booking/bookings/booking-limits";
import { bookingPriceRows, tellAboutBooking } from "@/lib/booking/bookings/tell-about-booking";
import { validationFailure } from "@/lib/core/define-action";
import { MAX_AUTH_BODY_BYTES, readJsonBody } from "@/lib/core/routes/json-body";
import { publicRoute } from "@/lib/core/routes/public-route";
import { requirePortalBusiness } from "@/lib/identity/customer/api-auth";
import { PORTAL_COOKIE_NAME, portalCookieOptions } from "@/lib/identity/customer/portal-cookie";
import { createCustomerSession } from "@/lib/identity/customer/sessions";
import { isHoneypotFilled } from "@/lib/security/honeypot";

/**
 * POST /api/book on a portal host (issue 39 item 2): a visitor's booking. Public; the guards are
 * the schema, the honeypot (a filled one is answered like a success and nothing is stored) and
 * the per-address and per-email limits. A new customer who chose a password leaves signed in —
 * except from a form framed by the business's website (`embed: true`, issue 39 item 4): a
 * cross-site frame cannot keep the portal's SameSite=Lax cookie, so no session is made there and
 * the visitor is told to sign in with the password they chose (the frame links to the portal).
 * When the service asks a deposit and the business takes cards, the answer is Stripe Checkout's
 * address instead (and a claim cookie: the browser that pays is the one signed in afterwards,
 * app/api/book/claim/route.ts); nothing is booked until Stripe's webhook says paid.
 */
export const POST = publicRoute(async (request, { ip, userAgent }) => {
  const body = await readJsonBody(request, MAX_AUTH_BODY_BYTES);
  const { business, onTenantHost } = await requirePortalBusiness(request, { portalSubdomain: body.portal_subdomain });
  if (isHoneypotFilled(body)) return NextResponse.json({ success: true, signed_in: false, message: "Thanks! We'll be in touch." }, { status: 201 });
  const parsed = bookingInputSchema.safeParse(body);
  if (!parsed.success) {
    // The portal's error body, with the field the first problem is about: the page names and focuses it.
    const refusal = validationFailure(parsed.error);
    return NextResponse.json({ success: false, message: refusal.message, field: refusal.field ?? null }, { status: refusal.status, headers: { "cache-control": "no-store" } });
  }
  const input = parsed.data;
  await guardBookingLimits({ businessId: business.id, email: input.email, ip });
  const bookingBusiness = { id: business.id, timezone: business.timezone };
  // A deposit asked and cards taken: Stripe Checkout first; the booking is made when its webhook says paid.
  const checkout = await startBookingCheckout(bookingBusiness, input, ip).catch(slotTaken);
  if (checkout instanceof Response) return checkout;
  if (checkout) {
    await recordBookingAttempt({ businessId: business.id, email: input.email, ip });
    const response = NextResponse.json(
      { success: true, checkout_url: checkout.checkoutUrl, deposit: checkout.depositCents / 100, message: checkout.collects === "deposit" ? "Taking you to secure payment of your deposit…" : "Taking you to save a card for your visits…" },
      { status: 201, headers: { "cache-control": "no-store" } },
    );
    if (onTenantHost) response.cookies.set(BOOKING_CLAIM_COOKIE, checkout.claimToken, { ...portalCookieOptions(), maxAge: BOOKING_CLAIM_MAX_AGE_SECONDS });
    return response;
  }
  const booking = await createBooking(bookingBusiness, input, ip).catch(slotTaken);
  if (booking instanceof Response) return booking;
  await recordBookingAttempt({ businessId: business.id, email: input.email, ip });
  const embedded = body.embed === true;
  const session = booking.signInNow && !embedded ? await createCustomerSession({ businessId: business.id, customerId: booking.customerId, ip, userAgent }) : null;
  await tellAboutBooking(business, booking, input);
  const response = NextResponse.json(
    {
      success: true,
      booking_id: booking.bookingId,
      status: booking.status,
      signed_in: session !== null,
      by_existing_customer: booking.byExistingCustomer,
      location: booking.location.name,
      first_visit: { date: booking.date, window: booking.windowLabel },
      prices: bookingPriceRows(booking, input.frequency),
      message: session
        ? "You're booked! Taking you to your portal…"
        : booking.signInNow
          ? "You're booked! Sign in to your portal with your email and the password you chose."
          : booking.needsSignInLink
          ? "You're booked! We've emailed you a link to sign in to your portal."
          : "You're booked! Sign in to your portal to see your visits.",
    },
    { status: 201, headers: { "cache-control": "no-store" } },
  );
  if (session && onTenantHost) response.cookies.set(PORTAL_COOKIE_NAME, session.token, portalCookieOptions());
  return response;
});

/** Another visitor took the last free crew at that time: 409 with the next open windows to offer. */
function slotTaken(error: unknown): Response {
  if (error instanceof SlotTakenError) return NextResponse.json({ success: false, message: error.message, field: "slot", next_windows: error.nextWindows }, { status: 409, headers: { "cache-control": "no-store" } });
  throw error;
}
