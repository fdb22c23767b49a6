import { NextResponse } from "next/server";
import { SlotTakenError } from "@/lib/booking/availability/claim-slot";
import { createBooking } from "@/lib/booking/bookings/create-booking";
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
  const booking = await createBooking({ id: business.id, timezone: business.timezone }, input, ip).catch((error: unknown) => {
    // Another visitor took the last free crew at that time: 409 with the next open windows to offer.
    if (error instanceof SlotTakenError) return NextResponse.json({ success: false, message: error.message, field: "slot", next_windows: error.nextWindows }, { status: 409, headers: { "cache-control": "no-store" } });
    throw error;
  });
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
      first_visit: { date: input.date, window: booking.windowLabel },
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
