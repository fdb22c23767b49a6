import { z } from "zod";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import { centsToDollars, dollarsToCents } from "@/lib/format/money";
import { localDate, localTime, type JobFields, type UpdateJobInput } from "@/lib/scheduling/jobs/job-schema";
import { FREQUENCIES, parseRrule, WEEKDAYS, type Recurrence } from "@/lib/scheduling/recurrence/recurrence";
import type { Season } from "@/lib/scheduling/recurrence/season";
import type { JobSeriesWithAssignees } from "@/lib/scheduling/jobs/list-job-series-page";

/** API v1 jobs (issue 11 item 8): snake_case over the domain's job schema; money in dollars. */
const recurrenceJson = z.object({
  frequency: z.enum(FREQUENCIES),
  interval: z.number().int().min(1).max(52).default(1),
  by_weekday: z.array(z.enum(WEEKDAYS)).max(7).default([]),
  by_month_day: z.number().int().min(-1).max(31).nullable().default(null),
  by_set_position: z.number().int().min(-1).max(5).nullable().default(null),
  until: localDate.nullable().default(null),
  count: z.number().int().min(1).max(1000).nullable().default(null),
});

const seasonJson = z
  .object({ start_month: z.number().int().min(1).max(12), end_month: z.number().int().min(1).max(12) })
  .describe("months active, 1–12; start_month after end_month wraps the year (12 → 3 is December to March). Visits only inside it; the job resumes next season by itself");

export const jobJson = z.object({
  id: z.uuid(),
  customer_id: z.uuid(),
  location_id: z.uuid().describe("The property's location, else the customer's"),
  property_id: z.uuid().nullable(),
  service_id: z.uuid().nullable(),
  title: z.string(),
  instructions: z.string().nullable(),
  start_date: z.string().describe("YYYY-MM-DD, local to time_zone"),
  start_time: z.string().describe("HH:MM, local to time_zone"),
  duration_minutes: z.number().int(),
  time_zone: z.string(),
  recurrence: recurrenceJson.nullable().describe("null for a one-off job"),
  rrule: z.string().nullable().describe("the RFC 5545 rule the recurrence is stored as"),
  season: seasonJson.nullable().describe("null: all year"),
  price: z.number().nullable().describe("per visit, in dollars"),
  status: z.enum(["active", "cancelled"]),
  employee_ids: z.array(z.uuid()),
  created_at: z.iso.datetime(),
});

const price = z.number().min(0).max(1_000_000).nullable();

/** A job's fields without its customer (a service request's job is for the request's customer). */
export const jobFieldsBody = z.object({
  service_id: z.uuid().nullable().default(null),
  property_id: z.uuid().nullable().default(null),
  title: z.string().trim().min(1).max(200),
  instructions: z.string().trim().max(4000).nullable().default(null),
  start_date: localDate,
  start_time: localTime,
  duration_minutes: z.number().int().min(5).max(1440),
  employee_ids: z.array(z.uuid()).max(10).default([]),
  recurrence: recurrenceJson.nullable().default(null),
  season: seasonJson.nullable().default(null),
  price: price.default(null),
});
export const createJobBody = jobFieldsBody.extend({ customer_id: z.uuid() });

/** PATCH: every field optional and without defaults, so an absent field stays as it is. */
export const updateJobBody = z.object({
  customer_id: z.uuid().optional(),
  service_id: z.uuid().nullable().optional(),
  property_id: z.uuid().nullable().optional(),
  title: z.string().trim().min(1).max(200).optional(),
  instructions: z.string().trim().max(4000).nullable().optional(),
  start_date: localDate.optional(),
  start_time: localTime.optional(),
  duration_minutes: z.number().int().min(5).max(1440).optional(),
  employee_ids: z.array(z.uuid()).max(10).optional(),
  recurrence: recurrenceJson.nullable().optional(),
  season: seasonJson.nullable().optional(),
  price: price.optional(),
});

export const listJobsQuery = listQuery.extend({ customer_id: z.uuid().optional() });

const toRecurrence = (r: z.output<typeof recurrenceJson> | null): Recurrence | null =>
  r && { frequency: r.frequency, interval: r.interval, byWeekday: r.by_weekday, byMonthDay: r.by_month_day, bySetPosition: r.by_set_position, until: r.until, count: r.count };

const toSeason = (s: z.output<typeof seasonJson> | null): Season | null => s && { startMonth: s.start_month, endMonth: s.end_month };

export function createBodyToFields(body: z.output<typeof createJobBody>): JobFields {
  return { customerId: body.customer_id, ...jobBodyToFields(body) };
}

export function jobBodyToFields(body: z.output<typeof jobFieldsBody>): Omit<JobFields, "customerId"> {
  return {
    serviceId: body.service_id,
    propertyId: body.property_id,
    title: body.title,
    instructions: body.instructions,
    startDate: body.start_date,
    startTime: body.start_time,
    durationMinutes: body.duration_minutes,
    employeeIds: body.employee_ids,
    recurrence: toRecurrence(body.recurrence),
    season: toSeason(body.season),
    priceCents: body.price === null ? null : dollarsToCents(body.price),
  };
}

/** Only the fields present in the PATCH body change. */
export function updateBodyToInput(jobId: string, body: z.output<typeof updateJobBody>): UpdateJobInput {
  return {
    jobId,
    customerId: body.customer_id,
    serviceId: body.service_id,
    propertyId: body.property_id,
    title: body.title,
    instructions: body.instructions,
    startDate: body.start_date,
    startTime: body.start_time,
    durationMinutes: body.duration_minutes,
    employeeIds: body.employee_ids,
    recurrence: body.recurrence === undefined ? undefined : toRecurrence(body.recurrence),
    season: body.season === undefined ? undefined : toSeason(body.season),
    priceCents: body.price === undefined ? undefined : body.price === null ? null : dollarsToCents(body.price),
  };
}

export function jobToJson(job: JobSeriesWithAssignees): z.infer<typeof jobJson> {
  const r = job.rrule ? parseRrule(job.rrule) : null;
  return {
    id: job.id,
    customer_id: job.customerId,
    location_id: job.locationId,
    property_id: job.propertyId,
    service_id: job.serviceId,
    title: job.title,
    instructions: job.instructions,
    start_date: job.startDate,
    start_time: job.startTime,
    duration_minutes: job.durationMinutes,
    time_zone: job.timeZone,
    recurrence: r && {
      frequency: r.frequency,
      interval: r.interval,
      by_weekday: r.byWeekday,
      by_month_day: r.byMonthDay,
      by_set_position: r.bySetPosition,
      until: r.until,
      count: r.count,
    },
    rrule: job.rrule,
    season: job.seasonStartMonth !== null && job.seasonEndMonth !== null ? { start_month: job.seasonStartMonth, end_month: job.seasonEndMonth } : null,
    price: job.priceCents === null ? null : centsToDollars(job.priceCents),
    status: job.status as "active" | "cancelled",
    employee_ids: job.employeeIds,
    created_at: job.createdAt.toISOString(),
  };
}

export const listJobsOperation = defineOperation({
  method: "get",
  path: "/jobs",
  summary: "List jobs",
  description: "One-off and recurring jobs in creation order.",
  tag: "Scheduling",
  permission: "view_jobs",
  query: listJobsQuery,
  response: jobJson,
  list: true,
});

export const createJobOperation = defineOperation({
  method: "post",
  path: "/jobs",
  summary: "Create a job",
  description: "Creates a one-off or recurring job; its visits are generated for the next 8 weeks in the business's time zone.",
  tag: "Scheduling",
  permission: "manage_schedule",
  body: createJobBody,
  response: jobJson,
  successStatus: 201,
});

export const getJobOperation = defineOperation({
  method: "get",
  path: "/jobs/{id}",
  summary: "Get a job",
  tag: "Scheduling",
  permission: "view_jobs",
  response: jobJson,
});

export const updateJobOperation = defineOperation({
  method: "patch",
  path: "/jobs/{id}",
  summary: "Update a job (whole series)",
  description: "Changes the given fields; upcoming visits not edited one by one are regenerated.",
  tag: "Scheduling",
  permission: "manage_schedule",
  body: updateJobBody,
  response: jobJson,
});
