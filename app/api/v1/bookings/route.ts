import { bookingsListQuery, bookingToJson, listBookingsOperation } from "@/lib/api/v1/booking/booking-api";
import { decodeCursor, pageOf } from "@/lib/api/pagination";
import { bookingListKey, listBookings } from "@/lib/booking/bookings/list-bookings";
import { apiRoute } from "@/lib/core/routes/api-route";

/** GET /api/v1/bookings — online bookings, newest first (view_jobs). */
export const GET = apiRoute(listBookingsOperation.permission, { query: bookingsListQuery }, async (_request, { scope, query }) => {
  const rows = await listBookings(scope, { limit: query.limit, after: decodeCursor(query.cursor), status: query.status });
  return Response.json(pageOf(rows, query.limit, bookingListKey, bookingToJson));
});
