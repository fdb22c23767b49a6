import { isoWeekday } from "@/lib/scheduling/recurrence/local-date";
import { WEEKDAYS, type Recurrence } from "@/lib/scheduling/recurrence/recurrence";
import type { BookingFrequency } from "./frequencies";

/**
 * The job a booked frequency becomes, repeating from the first visit's date: on its weekday
 * every 1, 2 or 4 weeks, or on its day of the month (the last day for the 29th–31st, so a
 * February is never skipped); one time: no repetition.
 */
export function frequencyRecurrence(frequency: BookingFrequency, firstDate: string): Recurrence | null {
  const weekly = (interval: number): Recurrence => ({ frequency: "weekly", interval, byWeekday: [WEEKDAYS[isoWeekday(firstDate)]], byMonthDay: null, bySetPosition: null, until: null, count: null });
  switch (frequency) {
    case "weekly":
      return weekly(1);
    case "every_2_weeks":
      return weekly(2);
    case "every_4_weeks":
      return weekly(4);
    case "monthly": {
      const day = Number(firstDate.slice(8, 10));
      return { frequency: "monthly", interval: 1, byWeekday: [], byMonthDay: day > 28 ? -1 : day, bySetPosition: null, until: null, count: null };
    }
    case "one_time":
      return null;
  }
}
