import type { FormChecks } from "@/lib/validation/form-checks";
import { isLocalDate } from "../recurrence/local-date";

/*
 * A visit's day, time and length, zod-free: the calendar's reschedule dialog judges them with
 * `editVisitChecks` in the browser, and the job and visit schemas the server parses with
 * (job-schema.ts) are built on the same rules.
 */

export const VISIT_MESSAGES = {
  date: "Please enter a valid date",
  time: "Please enter a valid time",
  durationNumber: "Duration must be a number of minutes",
  durationWhole: "Duration must be a whole number of minutes",
  durationMin: "Duration must be at least 5 minutes",
  durationMax: "Duration must be at most 24 hours",
} as const;

export const MIN_DURATION_MINUTES = 5;
export const MAX_DURATION_MINUTES = 24 * 60;
export const LOCAL_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const localDateProblem = (value: string): string | null => (isLocalDate(value) ? null : VISIT_MESSAGES.date);
export const localTimeProblem = (value: string): string | null => (LOCAL_TIME_PATTERN.test(value) ? null : VISIT_MESSAGES.time);

/** Minutes as a number (a form's text is read as Number() reads it, as the schema coerces). */
export function durationProblem(minutes: number): string | null {
  if (!Number.isFinite(minutes)) return VISIT_MESSAGES.durationNumber;
  if (!Number.isInteger(minutes)) return VISIT_MESSAGES.durationWhole;
  if (minutes < MIN_DURATION_MINUTES) return VISIT_MESSAGES.durationMin;
  if (minutes > MAX_DURATION_MINUTES) return VISIT_MESSAGES.durationMax;
  return null;
}

/** The reschedule dialog's typed fields (the employee and the scope are chosen from lists). */
export const editVisitChecks: FormChecks<"date" | "time" | "durationMinutes"> = {
  date: localDateProblem,
  time: localTimeProblem,
  durationMinutes: (value) => durationProblem(Number(value)),
};
