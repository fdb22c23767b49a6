import "server-only";
import type { BusinessScope } from "@/lib/foundation/scope";
import { listVisits } from "../visits/list-visits";
import { addDays } from "../recurrence/local-date";
import { fromWallClock, toWallClock } from "../recurrence/zoned-time";
import type { VisitView } from "../visits/visit-views";

/** A crew member's visits on one local day (today by default), in time order. */
export async function listMyDay(
  scope: BusinessScope & { timeZone: string; memberId: string },
  now: Date = new Date(),
): Promise<{ date: string; visits: VisitView[] }> {
  const date = toWallClock(now, scope.timeZone).date;
  const visits = await listVisits(scope, {
    from: fromWallClock(date, "00:00", scope.timeZone),
    to: fromWallClock(addDays(date, 1), "00:00", scope.timeZone),
    employeeId: scope.memberId,
  });
  return { date, visits: visits.filter((v) => v.status !== "cancelled") };
}
