import { apiVisitActor, visitIdParam, visitResponse } from "@/lib/api/v1/visits/visit-api-actor";
import { cancelVisitBody } from "@/lib/api/v1/visits/visits-schema";
import { apiRoute } from "@/lib/core/routes/api-route";
import { cancelVisit } from "@/lib/scheduling/visits/visit-transitions";

/** POST /api/v1/visits/{id}/cancel (manage_schedule): scheduled | in_progress → cancelled, with a reason. */
export const POST = apiRoute("manage_schedule", { body: cancelVisitBody }, async (_request, { scope, params, body }) => {
  const id = visitIdParam(params);
  await cancelVisit(apiVisitActor(scope), id, body.reason);
  return visitResponse(scope, id);
});
