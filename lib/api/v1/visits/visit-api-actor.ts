import "server-only";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { RouteParams } from "@/lib/core/routes/define-route";
import { businessTimeZone } from "@/lib/scheduling/calendar/business-time-zone";
import { getVisit } from "@/lib/scheduling/visits/get-visit";
import type { VisitActor } from "@/lib/scheduling/visits/visit-actor";
import { visitToJson } from "./visits-schema";

/** An API key with manage_schedule works any visit of its business, as a scheduler does. */
export const apiVisitActor = (scope: BusinessScope): VisitActor => ({ businessId: scope.businessId, memberId: null, managesSchedule: true });

/** The `{id}` of a visit route: a malformed id is simply not found (never a 500). */
export function visitIdParam(params: RouteParams): string {
  const id = String(params.id);
  if (!isUuid(id)) throw new DomainError("not_found", "Visit not found");
  return id;
}

/** The visit as the API answers it after an action. */
export async function visitResponse(scope: BusinessScope, visitId: string): Promise<Response> {
  const visit = await getVisit({ ...scope, timeZone: await businessTimeZone(scope) }, visitId);
  if (!visit) throw new DomainError("not_found", "Visit not found");
  return Response.json(visitToJson(visit));
}
