import { leadsListQuery, leadToJson, listLeadsOperation } from "@/lib/api/v1/booking/lead-api";
import { decodeCursor, pageOf } from "@/lib/api/pagination";
import { leadListKey, listBookingLeads } from "@/lib/booking/leads/list-booking-leads";
import { apiRoute } from "@/lib/core/routes/api-route";

/** GET /api/v1/leads — leads from /book, newest first (manage_customers). */
export const GET = apiRoute(listLeadsOperation.permission, { query: leadsListQuery }, async (_request, { scope, query }) => {
  const rows = await listBookingLeads(scope, { limit: query.limit, after: decodeCursor(query.cursor), filter: query.filter, step: query.step });
  return Response.json(pageOf(rows, query.limit, leadListKey, leadToJson));
});
