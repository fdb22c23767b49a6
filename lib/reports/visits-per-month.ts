import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { type Recurrence } from "@/lib/scheduling/recurrence/recurrence";
import { occurrencesBetween } from "@/lib/scheduling/recurrence/occurrences";
import { type Season } from "@/lib/scheduling/recurrence/season";

/**
 * How many visits a rule makes in an average month: every N days 365/12/N; every N weeks
 * 52/12/N per chosen weekday (weekly ×52/12, every 2 weeks ×26/12); every N months 1/N.
 * An average, not a calendar count, so a month with five Mondays does not look like growth.
 * It is a month the job runs in: a seasonal job (BYMONTH) makes these visits in each month of
 * its season and none outside it — monthly-recurring-revenue.ts counts it only in those months.
 */
export function visitsPerMonth(rule: Recurrence): number {
  const interval = Math.max(1, rule.interval);
  if (rule.frequency === "daily") return 365 / 12 / interval;
  if (rule.frequency === "weekly") return (52 / 12 / interval) * Math.max(1, new Set(rule.byWeekday).size);
  return 1 / interval;
}

/** The last local date a rule can occur on (UNTIL, or the COUNT-th occurrence — COUNT counts only visits inside the season), or null when it never ends. */
export function ruleEndDate(rule: Recurrence, startDate: string, season: Season | null = null): string | null {
  if (rule.until !== null) return rule.until;
  if (rule.count === null) return null;
  // COUNT occurrences of the sparsest rule we support end within this window.
  const dates = occurrencesBetween(rule, startDate, startDate, addDays(startDate, 366 * 10), season);
  return dates.at(-1) ?? startDate;
}
