import { decodeCursor, pageOf } from "@/lib/api/pagination";
import { listVisitsQuery, visitToJson } from "@/lib/api/v1/visits/visits-schema";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { businessTimeZone } from "@/lib/scheduling/calendar/business-time-zone";
import { listVisits } from "@/lib/scheduling/visits/list-visits";
import { fromWallClock } from "@/lib/scheduling/recurrence/zoned-time";

const MAX_RANGE_MS = 93 * 86_400_000;

/** GET /api/v1/visits?from&to[&employee_id&customer_id] — visits starting in [from, to) (view_jobs). */
export const GET = apiRoute("view_jobs", { query: listVisitsQuery }, async (_request, { scope, query }) => {
  const timeZone = await businessTimeZone(scope);
  // A bare date is local midnight in the business's zone.
  const instant = (value: string) => (value.length === 10 ? fromWallClock(value, "00:00", timeZone) : new Date(value));
  const from = instant(query.from);
  const to = instant(query.to);
  if (!(to > from)) throw new DomainError("invalid", "to must be after from");
  if (to.getTime() - from.getTime() > MAX_RANGE_MS) throw new DomainError("invalid", "The period may be at most 93 days");
  const cursor = decodeCursor(query.cursor);
  if (cursor && (cursor.length !== 2 || typeof cursor[0] !== "string" || typeof cursor[1] !== "string")) throw new DomainError("invalid", "cursor is not valid");
  const visits = await listVisits(
    { businessId: scope.businessId, timeZone },
    { from, to, employeeId: query.employee_id, customerId: query.customer_id },
  );
  // The period is bounded, so paging over the ordered list keeps the query count at one.
  // Keyset on (starts_at, id): the first visit after the cursor, even if that one was deleted meanwhile.
  const found = cursor ? visits.findIndex((v) => v.startsAt > (cursor[0] as string) || (v.startsAt === cursor[0] && v.id > (cursor[1] as string))) : 0;
  const after = found === -1 ? visits.length : found;
  return Response.json(pageOf(visits.slice(after, after + query.limit + 1), query.limit, (v) => [v.startsAt, v.id], visitToJson));
});
