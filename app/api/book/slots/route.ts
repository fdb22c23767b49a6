import { NextResponse } from "next/server";
import { openTimesQuerySchema } from "@/lib/booking/bookings/booking-schema";
import { openTimesForBooking } from "@/lib/booking/bookings/open-times";
import { validationFailure } from "@/lib/core/define-action";
import { publicRoute } from "@/lib/core/routes/public-route";
import { requirePortalBusiness } from "@/lib/identity/customer/api-auth";

/**
 * GET /api/book/slots?serviceId&frequency&measure&addOnIds&zip on a portal host (issue 39 item 2):
 * the first-visit arrival windows a crew member of the address's branch is free for. Public.
 */
export const GET = publicRoute(async (request) => {
  const { business } = await requirePortalBusiness(request);
  const parsed = openTimesQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    const refusal = validationFailure(parsed.error);
    return NextResponse.json({ success: false, message: refusal.message, field: refusal.field ?? null }, { status: refusal.status, headers: { "cache-control": "no-store" } });
  }
  const open = await openTimesForBooking(business, parsed.data);
  return NextResponse.json({ success: true, location: open.location, duration_minutes: open.durationMinutes, windows: open.windows }, { headers: { "cache-control": "no-store" } });
});
