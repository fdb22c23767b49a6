import { WEEKDAYS } from "../recurrence/recurrence";
import { isoWeekday, isLocalDate } from "../recurrence/local-date";

/** The job form's fields as the browser edits them (strings), and its repeat choices. Client-safe. */

/** The repeat choices owners expect; each maps onto the RRULE the job stores. */
export const REPEATS = [
  { value: "none", label: "Does not repeat" },
  { value: "weekly", label: "Every week" },
  { value: "biweekly", label: "Every 2 weeks" },
  { value: "monthly", label: "Every month (same day)" },
] as const;
export type Repeat = (typeof REPEATS)[number]["value"];

export type JobFormValues = {
  jobId?: string;
  customerId: string;
  propertyId: string;
  serviceId: string;
  title: string;
  instructions: string;
  startDate: string;
  startTime: string;
  durationMinutes: string;
  employeeId: string;
  repeat: Repeat;
  until: string;
  /** Months active, "1"–"12"; both empty: all year. */
  seasonStart?: string;
  seasonEnd?: string;
  price: string;
};

/** The weekday a weekly repeat falls on: the start date's. */
export function startWeekday(startDate: string) {
  return isLocalDate(startDate) ? WEEKDAYS[isoWeekday(startDate)] : null;
}

/** The form's strings as the job schema's input (validated by `createJobSchema`, on both sides). */
export function jobFieldsFromForm(values: JobFormValues) {
  const price = values.price.trim() === "" ? null : Math.round(Number(values.price) * 100);
  const weekday = startWeekday(values.startDate);
  const until = values.until || null;
  const recurrence =
    values.repeat === "none"
      ? null
      : values.repeat === "monthly"
        ? { frequency: "monthly", interval: 1, byWeekday: [], byMonthDay: Number(values.startDate.slice(8, 10)), until }
        : { frequency: "weekly", interval: values.repeat === "biweekly" ? 2 : 1, byWeekday: weekday ? [weekday] : [], until };
  return {
    customerId: values.customerId,
    propertyId: values.propertyId || null,
    serviceId: values.serviceId || null,
    title: values.title,
    instructions: values.instructions || null,
    startDate: values.startDate,
    startTime: values.startTime,
    durationMinutes: values.durationMinutes,
    employeeIds: values.employeeId ? [values.employeeId] : [],
    recurrence,
    // Both months or neither; one alone is sent so the schema names the missing month.
    season: values.repeat !== "none" && (values.seasonStart || values.seasonEnd) ? { startMonth: values.seasonStart ?? "", endMonth: values.seasonEnd ?? "" } : null,
    priceCents: Number.isNaN(price) ? -1 : price,
  };
}
