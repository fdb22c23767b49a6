import type { SearchParams } from "@/lib/admin/list-params";
import { addDays, isLocalDate, startOfWeek } from "@/lib/scheduling/recurrence/local-date";
import { isUuid } from "@/lib/core/is-uuid";

export type CalendarView = "week" | "day";
export type CalendarParams = { view: CalendarView; date: string; days: string[]; employeeId: string | null };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `?view=week|day&date=YYYY-MM-DD&employee=<member id>`; anything else falls back to this week. */
export function parseCalendarParams(params: SearchParams, today: string): CalendarParams {
  const view: CalendarView = first(params.view) === "day" ? "day" : "week";
  const dateParam = first(params.date) ?? "";
  const date = isLocalDate(dateParam) ? dateParam : today;
  const employee = first(params.employee) ?? "";
  const days = view === "day" ? [date] : Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(date), i));
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
