import { apiVisitActor, visitIdParam, visitResponse } from "@/lib/api/v1/visits/visit-api-actor";
import { completeVisitBody } from "@/lib/api/v1/visits/visits-schema";
import { apiRoute } from "@/lib/core/routes/api-route";
import { completeVisit } from "@/lib/scheduling/visits/visit-transitions";

/** POST /api/v1/visits/{id}/complete (manage_schedule): scheduled | in_progress → completed, with a note. */
export const POST = apiRoute("manage_schedule", { body: completeVisitBody }, async (_request, { scope, params, body }) => {
  const id = visitIdParam(params);
  await completeVisit(apiVisitActor(scope), id, body.note);
  return visitResponse(scope, id);
});
