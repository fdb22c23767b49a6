import { RRuleTemporal } from "rrule-temporal";
import { toRrule, type Recurrence } from "./recurrence";
import { seasonMonths, type Season } from "./season";

/**
 * The local dates a series occurs on, from its start, that fall within [from, to] (inclusive).
 * A one-off (null rule) occurs once, on its start date. COUNT counts from the start, so the
 * window never changes which dates exist.
 *
 * The rule is expanded by rrule-temporal (docs/decisions/recurrence-library.md) on a grid of
 * plain calendar days (DTSTART at midnight UTC, a zone with no DST): the rule decides dates
 * only. Each date then becomes an instant in the business's zone with its start time
 * (fromWallClock), which moves a wall time in the spring-forward gap forward rather than
 * dropping it — RFC 5545 would drop that occurrence, and a customer would lose a visit.
 * A season becomes the rule's BYMONTH: only dates inside it, the rhythm (every 2 weeks from the
 * start) unbroken across the months off, and COUNT counting only visits that happen.
 */
export function occurrencesBetween(rule: Recurrence | null, start: string, from: string, to: string, season: Season | null = null): string[] {
  if (!rule) return start >= from && start <= to ? [start] : [];
  if (to < from || to < start) return [];
  const expanded = new RRuleTemporal({ rruleString: `DTSTART;TZID=UTC:${compact(start)}T000000\nRRULE:${toRrule(rule)}${season ? `;BYMONTH=${seasonMonths(season).join(",")}` : ""}` });
  const lower = from > start ? from : start;
  return expanded.between(utcMidnight(lower), utcMidnight(to), true).map((occurrence) => occurrence.toPlainDate().toString());
}

function compact(date: string): string {
  return date.replaceAll("-", "");
}

function utcMidnight(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}
