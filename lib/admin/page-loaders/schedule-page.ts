import "server-only";
import { db } from "@/db/client";
import type { CalendarParams } from "@/lib/admin/schedule/calendar-params";
import type { StaffContext } from "@/lib/identity/staff/staff-context";
import { listScheduleEmployees } from "@/lib/scheduling/calendar/list-schedule-employees";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { fromWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { listPendingRescheduleRequests } from "@/lib/scheduling/reschedule-requests/list-pending-reschedule-requests";
import { listProjectedVisits } from "@/lib/scheduling/series/projected-visits";
import { listVisits } from "@/lib/scheduling/visits/list-visits";

/** What the schedule calendar shows for its days, read in one round of parallel queries. */
export async function loadSchedulePage(staff: StaffContext, params: CalendarParams, timeZone: string) {
  const from = fromWallClock(params.days[0], "00:00", timeZone);
  const to = fromWallClock(addDays(params.days.at(-1)!, 1), "00:00", timeZone);
  const canEdit = staff.permissions.includes("manage_schedule");
  const [employees, visits, rescheduleRequests, projected] = await Promise.all([
    listScheduleEmployees(staff),
    listVisits({ businessId: staff.businessId, locationIds: staff.locationIds, timeZone }, { from, to, employeeId: params.employeeId }),
    canEdit ? listPendingRescheduleRequests(staff) : [],
    // Past the horizon the month and the day show each job's coming visits from its rule, marked
    // projected (issue 37); the day lists them with a button each, the keyboard path to them.
    // Not under an employee filter: a projected visit has no crew of its own yet.
    params.view !== "week" && !params.employeeId ? listProjectedVisits(db, staff, params.days[0], params.days.at(-1)!) : [],
  ]);
  return { canEdit, employees, visits, rescheduleRequests, projected };
}
