import { businessToJson } from "@/lib/api/v1/business/business-schema";
import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { apiRoute } from "@/lib/core/routes/api-route";

/** GET /api/v1/business — the key's business profile (any valid key). */
export const GET = apiRoute(null, {}, async (_request, { scope }) => Response.json(businessToJson(await getBusinessProfile(scope))));
