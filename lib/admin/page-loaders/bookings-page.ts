import "server-only";
import type { BusinessScope } from "@/lib/foundation/scope";
import { listBookings } from "@/lib/booking/bookings/list-bookings";
import { businessTimeZone } from "@/lib/scheduling/calendar/business-time-zone";

/** Bookings the page shows at once, newest first (the API pages through all of them). */
export const BOOKINGS_SHOWN = 100;

/** /admin/service-requests/bookings: the scope's bookings (its locations' customers') and the zone their times are shown in. */
export async function loadBookingsPage(scope: BusinessScope) {
  const [rows, timeZone] = await Promise.all([listBookings(scope, { limit: BOOKINGS_SHOWN, after: null }), businessTimeZone(scope)]);
  return { bookings: rows.slice(0, BOOKINGS_SHOWN), timeZone };
}
