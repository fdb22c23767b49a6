import { visitIdParam, visitResponse } from "@/lib/api/v1/visits/visit-api-actor";
import { rescheduleVisitBody } from "@/lib/api/v1/visits/visits-schema";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { businessTimeZone } from "@/lib/scheduling/calendar/business-time-zone";
import { editVisit } from "@/lib/scheduling/visits/edit-visit";
import { getVisit } from "@/lib/scheduling/visits/get-visit";

/**
 * POST /api/v1/visits/{id}/reschedule (manage_schedule): the calendar's move, with its scope.
 * Answers the visit at its new time — for "following" and "all" the series is rewritten, and
 * editVisit answers the job's visit on the new date.
 */
export const POST = apiRoute("manage_schedule", { body: rescheduleVisitBody }, async (_request, { scope, params, body }) => {
  const id = visitIdParam(params);
  const timeZone = await businessTimeZone(scope);
  const visit = await getVisit({ ...scope, timeZone }, id);
  if (!visit) throw new DomainError("not_found", "Visit not found");
  const moved = await editVisit(scope, {
    visitId: id,
    scope: body.scope,
    date: body.date,
    time: body.time,
    durationMinutes: body.duration_minutes ?? visit.durationMinutes,
    employeeId: body.employee_id === undefined ? visit.employeeId : body.employee_id,
  });
  if (!moved.visitId) throw new DomainError("not_found", "Visit not found");
  return visitResponse(scope, moved.visitId);
});
