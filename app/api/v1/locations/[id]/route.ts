import { locationPatchBody, locationToJson, patchFromBody } from "@/lib/api/v1/locations/location-api";
import { apiRoute } from "@/lib/core/routes/api-route";
import { getLocation } from "@/lib/locations/get-location";
import { updateLocation } from "@/lib/locations/update-location";

const idOf = (params: Record<string, string | string[] | undefined>) => (typeof params.id === "string" ? params.id : "");

/** GET /api/v1/locations/{id} (manage_settings); another business's id, or one outside a limited key's locations, answers 404. */
export const GET = apiRoute("manage_settings", {}, async (_request, { scope, params }) => Response.json(locationToJson(await getLocation(scope, idOf(params)))));

/** PATCH /api/v1/locations/{id} — only the fields sent change (manage_settings). */
export const PATCH = apiRoute("manage_settings", { body: locationPatchBody }, async (_request, { scope, params, body, apiKeyId }) =>
  Response.json(locationToJson(await updateLocation(scope, { type: "api_key", apiKeyId }, idOf(params), patchFromBody(body)))),
);
