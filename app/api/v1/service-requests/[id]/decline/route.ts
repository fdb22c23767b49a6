import { declineServiceRequestBody, serviceRequestToJson } from "@/lib/api/v1/service-requests/service-request-schema";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { getBusinessServiceRequest } from "@/lib/scheduling/service-requests/list-business-service-requests";
import { respondToServiceRequest } from "@/lib/scheduling/service-requests/respond-to-service-request";

/** POST /api/v1/service-requests/{id}/decline (manage_schedule): decline a pending request with a message. */
export const POST = apiRoute("manage_schedule", { body: declineServiceRequestBody }, async (_request, { scope, params, body, apiKeyId }) => {
  const id = String(params.id);
  if (!isUuid(id)) throw new DomainError("not_found", "Service request not found");
  await respondToServiceRequest(scope, { requestId: id, decision: "decline", message: body.message }, { type: "api_key", apiKeyId });
  return Response.json(serviceRequestToJson((await getBusinessServiceRequest(scope, id))!));
});
