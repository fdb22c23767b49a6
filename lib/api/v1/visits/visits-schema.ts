import { z } from "zod";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import { JOB_STATUSES } from "@/db/schema/enums";
import type { VisitView } from "@/lib/scheduling/visit-views";

/** API v1 visits: concrete occurrences of jobs, UTC plus the business's local wall-clock start. */
export const visitJson = z.object({
  id: z.uuid(),
  job_id: z.uuid().nullable(),
  customer_id: z.uuid(),
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
