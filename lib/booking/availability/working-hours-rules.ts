/**
 * A member's weekly hours as the editor shows them, and their checks without zod (client-safe):
 * the form runs the same rules before sending as the server's schema runs after (spec §5's
 * generic messages, the first problem of a row shown on its field).
 */
import { GENERIC_MESSAGES } from "@/lib/validation/generic-rules";

/** One row of the editor: an ISO weekday (1 = Monday), whether they work it, and "HH:MM" times. */
export type WorkingDayInput = { weekday: number; works: boolean; start: string; end: string };
export type WorkingHoursRow = { weekday: number; startMinute: number; endMinute: number };

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
/** Times are picked in quarter hours, the grid the schedule works in. */
export const HOURS_STEP_MINUTES = 15;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "08:30" → 510; null for anything that is not a 24-hour HH:MM. */
export function timeToMinutes(value: string): number | null {
  const match = TIME.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function timeProblem(value: string): string | null {
  if (!value.trim()) return GENERIC_MESSAGES.required;
  const minutes = timeToMinutes(value);
  if (minutes === null) return GENERIC_MESSAGES.pattern;
  return minutes % HOURS_STEP_MINUTES === 0 ? null : GENERIC_MESSAGES.custom;
}

/** The first problem of a row and the field it is on, or null; a day off has none. */
export function workingDayProblem(day: WorkingDayInput): { field: "start" | "end"; message: string } | null {
  if (!day.works) return null;
  const start = timeProblem(day.start);
  if (start) return { field: "start", message: start };
  const end = timeProblem(day.end);
  if (end) return { field: "end", message: end };
  // The end must come after the start: a shift past midnight is two days' rows.
  return (timeToMinutes(day.end) as number) > (timeToMinutes(day.start) as number) ? null : { field: "end", message: GENERIC_MESSAGES.custom };
}

/** Stored rows → the editor's 7 rows, Monday first; a day without a row is off (9:00-17:00 offered). */
export function toWorkingDays(rows: readonly WorkingHoursRow[]): WorkingDayInput[] {
  return WEEKDAY_NAMES.map((_, index) => {
    const row = rows.find((r) => r.weekday === index + 1);
    return row ? { weekday: index + 1, works: true, start: clock(row.startMinute), end: clock(row.endMinute) } : { weekday: index + 1, works: false, start: "09:00", end: "17:00" };
  });
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
