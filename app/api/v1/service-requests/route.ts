import { decodeCursor, pageOf } from "@/lib/api/pagination";
import { serviceRequestsListQuery, serviceRequestToJson } from "@/lib/api/v1/service-requests/service-request-schema";
import { apiRoute } from "@/lib/core/routes/api-route";
import { listServiceRequestsPage } from "@/lib/scheduling/service-requests/list-business-service-requests";

/** GET /api/v1/service-requests — the portal's requests, newest first (manage_schedule). */
export const GET = apiRoute("manage_schedule", { query: serviceRequestsListQuery }, async (_request, { scope, query }) => {
  const rows = await listServiceRequestsPage(scope, { limit: query.limit, after: decodeCursor(query.cursor), status: query.status });
  return Response.json(pageOf(rows, query.limit, (row) => [row.id], serviceRequestToJson));
});
