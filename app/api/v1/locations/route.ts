import { decodeCursor, pageOf } from "@/lib/api/pagination";
import { inputFromBody, locationCreateBody, locationsListQuery, locationToJson } from "@/lib/api/v1/locations/location-api";
import { apiRoute } from "@/lib/core/routes/api-route";
import { createLocation } from "@/lib/locations/create-location";
import { listLocations, locationListKey } from "@/lib/locations/list-locations";

/** GET /api/v1/locations — the locations the key sees, the default first (manage_settings). */
export const GET = apiRoute("manage_settings", { query: locationsListQuery }, async (_request, { scope, query }) => {
  const rows = await listLocations(scope, { includeArchived: query.archived === "true", limit: query.limit, after: decodeCursor(query.cursor) });
  return Response.json(pageOf(rows, query.limit, locationListKey, locationToJson));
});

/** POST /api/v1/locations — add a location (manage_settings). */
export const POST = apiRoute("manage_settings", { body: locationCreateBody }, async (_request, { scope, body, apiKeyId }) => {
  const location = await createLocation(scope, { type: "api_key", apiKeyId }, inputFromBody(body));
  return Response.json(locationToJson(location), { status: 201 });
});
