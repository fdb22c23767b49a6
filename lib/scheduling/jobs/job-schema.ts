import { z } from "zod";
import { FREQUENCIES, WEEKDAYS } from "../recurrence/recurrence";
import { reportProblem } from "@/lib/validation/problem-check";
import { isLocalDate } from "../recurrence/local-date";
import { TIME_SLOTS } from "../calendar/time-slots";
import { durationProblem, localDateProblem, localTimeProblem, VISIT_MESSAGES } from "../visits/visit-rules";

/**
 * The zod schemas of jobs and visits, shared by the admin forms, the server actions and API v1
 * (whose snake_case bodies are mapped onto these). Client-safe.
 */
const uuid = (message: string) => z.string({ error: message }).uuid({ error: message });
// Built on the rules in visit-rules.ts, which the calendar's reschedule dialog runs in the browser.
export const localDate = z.string({ error: VISIT_MESSAGES.date }).superRefine(reportProblem(localDateProblem));
export const localTime = z.string({ error: VISIT_MESSAGES.time }).superRefine(reportProblem(localTimeProblem));
const duration = z.coerce.number({ error: VISIT_MESSAGES.durationNumber }).superRefine(reportProblem(durationProblem));

export const recurrenceSchema = z
  .object({
    frequency: z.enum(FREQUENCIES, { error: "Please choose how often the job repeats" }),
    interval: z.coerce.number().int().min(1, { error: "Repeat interval must be at least 1" }).max(52, { error: "Repeat interval must be at most 52" }).default(1),
    byWeekday: z.array(z.enum(WEEKDAYS)).max(7).default([]),
    byMonthDay: z.number().int().min(-1).max(31).refine((d) => d !== 0).nullable().default(null),
    bySetPosition: z.number().int().min(-1).max(5).refine((d) => d !== 0).nullable().default(null),
    until: localDate.nullable().default(null),
    count: z.number().int().min(1).max(1000).nullable().default(null),
  })
  .refine((r) => r.until === null || r.count === null, { error: "Choose an end date or a number of visits, not both", path: ["count"] })
  .refine((r) => r.bySetPosition === null || (r.frequency === "monthly" && r.byWeekday.length === 1), {
    error: "A monthly n-th weekday needs exactly one weekday",
    path: ["byWeekday"],
  });

const month = z.coerce.number({ error: "Please choose a month" }).int({ error: "Please choose a month" }).min(1, { error: "Please choose a month" }).max(12, { error: "Please choose a month" });
/** Months active (lib/scheduling/recurrence/season.ts): start after end wraps the year (December–March). */
export const seasonSchema = z.object({ startMonth: month, endMonth: month });

const priceCents = z.number().int().min(0, { error: "Price cannot be negative" }).max(100_000_000).nullable();

/** Each field's rule without a default: an update leaves out what it was not sent. */
const jobFieldRules = {
  customerId: uuid("Please choose a customer"),
  propertyId: uuid("Please choose a property").nullable(),
  serviceId: uuid("Please choose a service").nullable(),
  title: z.string({ error: "Title is required" }).trim().min(1, { error: "Title is required" }).max(200, { error: "Title must be at most 200 characters" }),
  instructions: z.string().trim().max(4000, { error: "Instructions must be at most 4000 characters" }).nullable(),
  startDate: localDate,
  startTime: localTime,
  durationMinutes: duration,
  employeeIds: z.array(uuid("Please choose a valid employee")).max(10),
  recurrence: recurrenceSchema.nullable(),
  season: seasonSchema.nullable(),
  priceCents: priceCents,
};

export const jobFieldsSchema = z.object({
  ...jobFieldRules,
  propertyId: jobFieldRules.propertyId.default(null),
  serviceId: jobFieldRules.serviceId.default(null),
  instructions: jobFieldRules.instructions.default(null),
  employeeIds: jobFieldRules.employeeIds.default([]),
  recurrence: jobFieldRules.recurrence.default(null),
  season: jobFieldRules.season.default(null),
  priceCents: jobFieldRules.priceCents.default(null),
});
export type JobFields = z.output<typeof jobFieldsSchema>;
export type JobFieldsInput = z.input<typeof jobFieldsSchema>;

export const createJobSchema = jobFieldsSchema;
/*
 * Not `jobFieldsSchema.partial()`: zod 4 still applies a default inside an optional, so an update
 * that sent only a title would have come back with no property, service, crew, recurrence or
 * price, and updateJob would have cleared them.
 */
export const updateJobSchema = z.object(jobFieldRules).partial().extend({ jobId: uuid("Job not found") });
export type UpdateJobInput = z.output<typeof updateJobSchema>;

export const EDIT_SCOPES = ["this", "following", "all"] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

export const editVisitSchema = z.object({
  visitId: uuid("Visit not found"),
  scope: z.enum(EDIT_SCOPES, { error: "Please choose which visits to change" }),
  date: localDate,
  time: localTime,
  durationMinutes: duration,
  employeeId: uuid("Please choose a valid employee").nullable().default(null),
});
export type EditVisitInput = z.output<typeof editVisitSchema>;

export const skipVisitSchema = z.object({
  visitId: uuid("Visit not found"),
  reason: z.string().trim().max(500, { error: "Reason must be at most 500 characters" }).default(""),
});

export const visitIdSchema = z.object({ visitId: uuid("Visit not found") });

export const cancelVisitSchema = z.object({
  visitId: uuid("Visit not found"),
  reason: z
    .string({ error: "Please give a reason for cancelling" })
    .trim()
    .min(1, { error: "Please give a reason for cancelling" })
    .max(500, { error: "Reason must be at most 500 characters" }),
});

export const completeVisitSchema = z.object({
  visitId: uuid("Visit not found"),
  note: z.string().trim().max(4000, { error: "Note must be at most 4000 characters" }).default(""),
});

export const pauseJobSchema = z.object({
  jobId: uuid("Job not found"),
  until: z.string({ error: "Please enter the date the job resumes" }).refine(isLocalDate, { error: "Please enter the date the job resumes" }),
});
export type PauseJobInput = z.output<typeof pauseJobSchema>;

export const jobIdSchema = z.object({ jobId: uuid("Job not found") });

/** A weather day: move a visit and every later visit of its job by N days (either way). */
export const MAX_SHIFT_DAYS = 60;
export const shiftSeriesSchema = z.object({
  visitId: uuid("Visit not found"),
  days: z.coerce
    .number({ error: `Shift by 1 to ${MAX_SHIFT_DAYS} days, later or earlier` })
    .int({ error: `Shift by 1 to ${MAX_SHIFT_DAYS} days, later or earlier` })
    .min(-MAX_SHIFT_DAYS, { error: `Shift by 1 to ${MAX_SHIFT_DAYS} days, later or earlier` })
    .max(MAX_SHIFT_DAYS, { error: `Shift by 1 to ${MAX_SHIFT_DAYS} days, later or earlier` })
    .refine((d) => d !== 0, { error: `Shift by 1 to ${MAX_SHIFT_DAYS} days, later or earlier` }),
});
export type ShiftSeriesInput = z.output<typeof shiftSeriesSchema>;

/** The portal's skip and reschedule request (the preferred date is checked against the business's today). */
export const customerSkipVisitSchema = z.object({
  visitId: uuid("Visit not found"),
  reason: z.string().trim().max(500, { error: "Reason must be at most 500 characters" }).default(""),
});
export function customerRescheduleSchema(today: string) {
  return z.object({
    visitId: uuid("Visit not found"),
    preferredDate: localDate.refine((d) => d >= today, { error: "Preferred date cannot be earlier than today" }),
    preferredTimeSlot: z.enum(TIME_SLOTS, { error: "Please choose a time slot" }),
    notes: z.string().trim().max(1000, { error: "Notes must be at most 1000 characters" }).default(""),
  });
}
