import { z } from "zod";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import { EDIT_SCOPES } from "@/lib/scheduling/jobs/job-schema";
import { JOB_STATUSES } from "@/db/schema/enums";
import type { VisitView } from "@/lib/scheduling/visits/visit-views";

/** API v1 visits: concrete occurrences of jobs, UTC plus the business's local wall-clock start. */
export const visitJson = z.object({
  id: z.uuid(),
  job_id: z.uuid().nullable(),
  customer_id: z.uuid(),
  location_id: z.uuid().describe("The branch that does the work"),
  employee_id: z.uuid().nullable(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  starts_at: z.iso.datetime().describe("UTC"),
  local_start: z.string().describe("YYYY-MM-DDTHH:MM in the business's time zone"),
  duration_minutes: z.number().int(),
});

const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

export const listVisitsQuery = listQuery.extend({
  from: instant.describe("ISO date-time, or a date (local midnight)"),
  to: instant.describe("exclusive; at most 93 days after from"),
  employee_id: z.uuid().optional(),
  customer_id: z.uuid().optional(),
});

export function visitToJson(visit: VisitView): z.infer<typeof visitJson> {
  return {
    id: visit.id,
    job_id: visit.jobId,
    customer_id: visit.customerId,
    location_id: visit.locationId,
    employee_id: visit.employeeId,
    title: visit.title,
    status: visit.status as z.infer<typeof visitJson>["status"],
    starts_at: visit.startsAt,
    local_start: `${visit.localDate}T${visit.localTime}`,
    duration_minutes: visit.durationMinutes,
  };
}

export const listVisitsOperation = defineOperation({
  method: "get",
  path: "/visits",
  summary: "List visits in a period",
  tag: "Scheduling",
  permission: "view_jobs",
  query: listVisitsQuery,
  response: visitJson,
  list: true,
});

const reason = z.string().trim().max(500, { error: "Reason must be at most 500 characters" });

export const skipVisitBody = z.object({ reason: reason.default("").describe("Why the visit is skipped (optional)") });
export const cancelVisitBody = z.object({
  reason: reason.min(1, { error: "Please give a reason for cancelling" }).describe("Why the visit is cancelled"),
});
export const completeVisitBody = z.object({
  note: z.string().trim().max(4000, { error: "Note must be at most 4000 characters" }).default("").describe("The crew's completion note"),
});
export const rescheduleVisitBody = z.object({
  date: z.iso.date({ error: "date must be YYYY-MM-DD" }).describe("New local date, YYYY-MM-DD, in the business's time zone"),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "time must be HH:MM" }).describe("New local start time, HH:MM"),
  duration_minutes: z.number().int().min(15).max(1440).optional().describe("Defaults to the visit's duration"),
  employee_id: z.uuid().nullable().optional().describe("Assign to this employee (a business member id); defaults to the visit's"),
  scope: z.enum(EDIT_SCOPES).default("this").describe("this: only this visit; following: this and later ones; all: the whole series"),
});

const visitAction = (path: string, summary: string, description: string, body: z.ZodType) =>
  defineOperation({ method: "post", path: `/visits/{id}/${path}`, summary, tag: "Scheduling", permission: "manage_schedule", description, body, response: visitJson });

export const skipVisitOperation = visitAction("skip", "Skip a visit", "scheduled → skipped; the series never recreates it. 409 for any other status.", skipVisitBody);
export const rescheduleVisitOperation = visitAction(
  "reschedule",
  "Reschedule a visit",
  "Moves a scheduled visit (scope this, following or all — as in the calendar) and answers the visit at its new time. 409 unless scheduled.",
  rescheduleVisitBody,
);
export const completeVisitOperation = visitAction("complete", "Complete a visit", "scheduled | in_progress → completed; the customer is asked for a rating. 409 when already closed.", completeVisitBody);
export const cancelVisitOperation = visitAction("cancel", "Cancel a visit", "scheduled | in_progress → cancelled, with a reason. 409 when already closed.", cancelVisitBody);
