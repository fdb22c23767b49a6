import type { SearchParams } from "@/lib/foundation/list-params";
import { addDays, daysInMonth, formatLocalDate, isLocalDate, parseLocalDate, startOfWeek } from "@/lib/scheduling/recurrence/local-date";
import { isUuid } from "@/lib/foundation/is-uuid";

export const CALENDAR_VIEWS = ["week", "day", "month"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export type CalendarParams = { view: CalendarView; date: string; days: string[]; employeeId: string | null };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The same day N months later (clamped to the month's last day). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseLocalDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return formatLocalDate(y, m, Math.min(day, daysInMonth(y, m)));
}

/** Whole weeks (Monday first) covering the month of `date`: 35 or 42 days. */
export function monthGrid(date: string): string[] {
  const { year, month } = parseLocalDate(date);
  const start = startOfWeek(formatLocalDate(year, month, 1));
  const last = formatLocalDate(year, month, daysInMonth(year, month));
  const end = addDays(startOfWeek(last), 6);
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
  return days;
}

/** `?view=week|day|month&date=YYYY-MM-DD&employee=<member id>`; anything else falls back to this week. */
export function parseCalendarParams(params: SearchParams, today: string): CalendarParams {
  const viewParam = first(params.view);
  const view: CalendarView = viewParam === "day" || viewParam === "month" ? viewParam : "week";
  const dateParam = first(params.date) ?? "";
  const date = isLocalDate(dateParam) ? dateParam : today;
  const employee = first(params.employee) ?? "";
  const days = view === "day" ? [date] : view === "month" ? monthGrid(date) : Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(date), i));
  return { view, date, days, employeeId: isUuid(employee) ? employee : null };
}

export function calendarHref(params: CalendarParams, changes: Partial<{ view: CalendarView; date: string; employee: string | null }>): string {
  const query = new URLSearchParams();
  const view = changes.view ?? params.view;
  if (view !== "week") query.set("view", view);
  query.set("date", changes.date ?? params.date);
  const employee = changes.employee !== undefined ? changes.employee : params.employeeId;
  if (employee) query.set("employee", employee);
  return `/admin/schedule?${query.toString()}`;
}

/** The previous or next period of the view (a day, a week or a month). */
export function stepDate(params: CalendarParams, direction: 1 | -1): string {
  if (params.view === "month") return addMonths(params.date, direction);
  return addDays(params.date, direction * (params.view === "day" ? 1 : 7));
}
