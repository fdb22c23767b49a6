import { patchFromBody, servicePatchBody, serviceToJson } from "@/lib/api/v1/services/service-schema";
import { getBusinessService, SERVICE_NOT_FOUND } from "@/lib/catalog/get-business-service";
import { updateService } from "@/lib/catalog/update-service";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { apiRoute } from "@/lib/core/routes/api-route";

/** A malformed id names no service of this business: 404 like any other unknown id. */
function serviceId(params: Record<string, string | string[] | undefined>): string {
  const id = params.id;
  if (typeof id !== "string" || !isUuid(id)) throw new DomainError("not_found", SERVICE_NOT_FOUND);
  return id;
}

/** GET /api/v1/services/{id} (manage_services); another business's id answers 404. */
export const GET = apiRoute("manage_services", {}, async (_request, { scope, params }) =>
  Response.json(serviceToJson(await getBusinessService(scope, serviceId(params)))),
);

/** PATCH /api/v1/services/{id} — only the fields sent change (manage_services). */
export const PATCH = apiRoute("manage_services", { body: servicePatchBody }, async (_request, { scope, params, body }) =>
  Response.json(serviceToJson(await updateService(scope, serviceId(params), patchFromBody(body)))),
);
