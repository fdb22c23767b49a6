import { apiVisitActor, visitIdParam, visitResponse } from "@/lib/api/v1/visits/visit-api-actor";
import { skipVisitBody } from "@/lib/api/v1/visits/visits-schema";
import { apiRoute } from "@/lib/core/routes/api-route";
import { skipVisit } from "@/lib/scheduling/visits/visit-transitions";

/** POST /api/v1/visits/{id}/skip (manage_schedule): scheduled → skipped, with an optional reason. */
export const POST = apiRoute("manage_schedule", { body: skipVisitBody }, async (_request, { scope, params, body }) => {
  const id = visitIdParam(params);
  await skipVisit(apiVisitActor(scope), id, body.reason);
  return visitResponse(scope, id);
});
