import { addDays } from "../recurrence/local-date";
import { parseRrule } from "../recurrence/recurrence";
import { occurrencesBetween } from "../recurrence/occurrences";
import { seasonOf } from "../recurrence/season";

type SeriesLike = { rrule: string | null; startDate: string; status: string; pausedUntil: string | null; seasonStartMonth?: number | null; seasonEndMonth?: number | null };

/** Whether a recurring series still has an occurrence on or after the local date `today`. */
export function seriesHasFuture(series: SeriesLike, today: string): boolean {
  if (series.status !== "active" || !series.rrule) return false;
  const rule = parseRrule(series.rrule);
  const from = series.startDate > today ? series.startDate : today;
  // Ten years ahead is far beyond any rule's gap between two occurrences.
  return occurrencesBetween(rule, series.startDate, from, addDays(from, 3660), seasonOf(series)).length > 0;
}

/**
 * Whether a series' pause holds its occurrence on the local date `date` back: before
 * `paused_until`, and from `paused_from` on when the pause starts later (a customer's vacation).
 */
export function isPausedOn(series: { pausedUntil?: string | null; pausedFrom?: string | null }, date: string): boolean {
  return Boolean(series.pausedUntil) && date < series.pausedUntil! && (!series.pausedFrom || date >= series.pausedFrom);
}

/** The date a series resumes on while it is paused (or has a pause ahead) on the local date `today`, else null. */
export function activePause(series: Pick<SeriesLike, "pausedUntil">, today: string): string | null {
  return series.pausedUntil && series.pausedUntil > today ? series.pausedUntil : null;
}
