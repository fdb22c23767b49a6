import { jobBodyToFields } from "@/lib/api/v1/jobs/jobs-schema";
import { acceptServiceRequestBody, serviceRequestToJson } from "@/lib/api/v1/service-requests/service-request-schema";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { getBusinessServiceRequest } from "@/lib/scheduling/service-requests/list-business-service-requests";
import { respondToServiceRequest } from "@/lib/scheduling/service-requests/respond-to-service-request";
import { acceptRequestIntoJob } from "@/lib/scheduling/service-requests/accept-request-into-job";

/**
 * POST /api/v1/service-requests/{id}/accept (manage_schedule): accept a pending request, and
 * with `job` schedule it as that job in the same commit. Audited as the API key.
 */
export const POST = apiRoute("manage_schedule", { body: acceptServiceRequestBody }, async (_request, { scope, params, body, apiKeyId }) => {
  const id = String(params.id);
  if (!isUuid(id)) throw new DomainError("not_found", "Service request not found");
  const actor = { type: "api_key" as const, apiKeyId };
  if (body.job) await acceptRequestIntoJob(scope, { ...jobBodyToFields(body.job), requestId: id, message: body.message }, actor);
  else await respondToServiceRequest(scope, { requestId: id, decision: "accept", message: body.message }, actor);
  return Response.json(serviceRequestToJson((await getBusinessServiceRequest(scope, id))!));
});
