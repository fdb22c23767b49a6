import { NextResponse } from "next/server";
import { BOOKING_CLAIM_COOKIE } from "@/lib/booking/checkout/booking-draft";
import { claimBookingSession } from "@/lib/booking/checkout/booking-after-checkout";
import { publicRoute } from "@/lib/core/routes/public-route";
import { requirePortalBusiness } from "@/lib/identity/customer/api-auth";
import { PORTAL_COOKIE_NAME, portalCookieOptions } from "@/lib/identity/customer/portal-cookie";

/**
 * GET /api/book/claim?lead= on a portal host (issue 39 item 3): after a paid deposit, the browser
 * that paid — holding the claim cookie set when it went to Checkout — is signed in as the new
 * customer and taken to their portal. Any other visit (no cookie, another lead, used already, an
 * existing customer who must sign in themselves) goes back to the confirmation page, which says
 * how to sign in. Relative redirects: the portal host is whatever the visitor used.
 */
export const GET = publicRoute(async (request, { ip, userAgent }) => {
  const { business, onTenantHost } = await requirePortalBusiness(request);
  const leadId = new URL(request.url).searchParams.get("lead") ?? "";
  const session = onTenantHost ? await claimBookingSession(business.id, leadId, cookieOf(request, BOOKING_CLAIM_COOKIE), { ip, userAgent }) : null;
  const to = session ? "/dashboard?booked=1" : `/book/done?lead=${encodeURIComponent(leadId)}&claimed=0`;
  const response = new NextResponse(null, { status: 303, headers: { location: to, "cache-control": "no-store" } });
  if (session) {
    response.cookies.set(PORTAL_COOKIE_NAME, session.token, portalCookieOptions());
    response.cookies.set(BOOKING_CLAIM_COOKIE, "", { ...portalCookieOptions(), maxAge: 0 });
  }
  return response;
});

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
