import { addDays, daysInMonth, formatLocalDate, isoWeekday, parseLocalDate, startOfWeek } from "./local-date";

/**
 * A job's recurrence (issue 11's API shape), stored as an RFC 5545 RRULE string. Supported:
 * every N days; every N weeks on chosen weekdays; every N months on a day of the month or on
 * the n-th (or last, -1) weekday; optionally ending on a local date or after a count.
 * Written by hand because no recurrence library is installed (docs/decisions/jobs-and-visits.md);
 * it works on local dates only, so DST never enters the rule itself.
 */
export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const FREQUENCIES = ["daily", "weekly", "monthly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export type Recurrence = {
  frequency: Frequency;
  interval: number;
  byWeekday: Weekday[];
  byMonthDay: number | null;
  bySetPosition: number | null;
  until: string | null;
  count: number | null;
};

const FREQ_NAMES: Record<Frequency, string> = { daily: "DAILY", weekly: "WEEKLY", monthly: "MONTHLY" };

export function toRrule(r: Recurrence): string {
  const parts = [`FREQ=${FREQ_NAMES[r.frequency]}`, `INTERVAL=${r.interval}`];
  if (r.byWeekday.length > 0) parts.push(`BYDAY=${r.byWeekday.join(",")}`);
  if (r.byMonthDay !== null) parts.push(`BYMONTHDAY=${r.byMonthDay}`);
  if (r.bySetPosition !== null) parts.push(`BYSETPOS=${r.bySetPosition}`);
  if (r.until !== null) parts.push(`UNTIL=${r.until.replaceAll("-", "")}`);
  if (r.count !== null) parts.push(`COUNT=${r.count}`);
  return parts.join(";");
}

export function parseRrule(rrule: string): Recurrence {
  const fields = new Map(
    rrule
      .replace(/^RRULE:/, "")
      .split(";")
      .map((part) => part.split("=") as [string, string]),
  );
  const freq = (Object.entries(FREQ_NAMES).find(([, name]) => name === fields.get("FREQ")) ?? [])[0] as Frequency | undefined;
  if (!freq) throw new Error(`Unsupported RRULE: ${rrule}`);
  const until = fields.get("UNTIL");
  const optionalInt = (key: string) => (fields.has(key) ? Number(fields.get(key)) : null);
  return {
    frequency: freq,
    interval: Number(fields.get("INTERVAL") ?? 1),
    byWeekday: (fields.get("BYDAY")?.split(",").filter(Boolean) ?? []) as Weekday[],
    byMonthDay: optionalInt("BYMONTHDAY"),
    bySetPosition: optionalInt("BYSETPOS"),
    until: until ? `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}` : null,
    count: optionalInt("COUNT"),
  };
}

/** A plain-language summary, e.g. "Every 2 weeks on Mon". */
export function describeRecurrence(r: Recurrence | null): string {
  if (!r) return "One-off";
  const unit = { daily: "day", weekly: "week", monthly: "month" }[r.frequency];
  let text = r.interval === 1 ? `Every ${unit}` : `Every ${r.interval} ${unit}s`;
  const names: Record<Weekday, string> = { MO: "Mon", TU: "Tue", WE: "Wed", TH: "Thu", FR: "Fri", SA: "Sat", SU: "Sun" };
  if (r.frequency === "monthly" && r.bySetPosition !== null && r.byWeekday.length > 0) {
    const nth = r.bySetPosition === -1 ? "last" : (["1st", "2nd", "3rd", "4th", "5th"][r.bySetPosition - 1] ?? `${r.bySetPosition}th`);
    text += ` on the ${nth} ${names[r.byWeekday[0]]}`;
  } else if (r.frequency === "monthly" && r.byMonthDay !== null) {
    text += r.byMonthDay === -1 ? " on the last day" : ` on day ${r.byMonthDay}`;
  } else if (r.byWeekday.length > 0) {
    text += ` on ${r.byWeekday.map((d) => names[d]).join(", ")}`;
  }
  if (r.until) text += `, until ${r.until}`;
  if (r.count) text += `, ${r.count} times`;
  return text;
}

function monthlyCandidates(r: Recurrence, year: number, month: number, start: string): string[] {
  const length = daysInMonth(year, month);
  if (r.bySetPosition !== null && r.byWeekday.length > 0) {
    const wanted = new Set(r.byWeekday.map((d) => WEEKDAYS.indexOf(d)));
    const matching: string[] = [];
    for (let day = 1; day <= length; day++) {
      const date = formatLocalDate(year, month, day);
      if (wanted.has(isoWeekday(date))) matching.push(date);
    }
    const pick = r.bySetPosition > 0 ? matching[r.bySetPosition - 1] : matching[matching.length + r.bySetPosition];
    return pick ? [pick] : [];
  }
  const day = r.byMonthDay ?? parseLocalDate(start).day;
  const actual = day < 0 ? length + day + 1 : day;
  // RFC 5545: a day the month does not have (the 31st in April) produces no occurrence.
  return actual >= 1 && actual <= length ? [formatLocalDate(year, month, actual)] : [];
}

/** The candidate dates of the period number `index` (0 = the period holding the start). */
function periodCandidates(r: Recurrence, start: string, index: number): string[] {
  const step = index * r.interval;
  if (r.frequency === "daily") return [addDays(start, step)];
  if (r.frequency === "weekly") {
    const monday = addDays(startOfWeek(start), step * 7);
    const days = r.byWeekday.length > 0 ? r.byWeekday.map((d) => WEEKDAYS.indexOf(d)) : [isoWeekday(start)];
    return [...new Set(days)].sort((a, b) => a - b).map((d) => addDays(monday, d));
  }
  const { year, month } = parseLocalDate(start);
  const monthIndex = month - 1 + step;
  return monthlyCandidates(r, year + Math.floor(monthIndex / 12), (monthIndex % 12) + 1, start);
}

/**
 * The local dates a series occurs on, from its start, that fall within [from, to] (inclusive).
 * A one-off (null rule) occurs once, on its start date. COUNT counts from the start, so the
 * window never changes which dates exist.
 */
export function occurrencesBetween(rule: Recurrence | null, start: string, from: string, to: string): string[] {
  if (!rule) return start >= from && start <= to ? [start] : [];
  const dates: string[] = [];
  let emitted = 0;
  // Generous bound: a daily rule over ten years; stops long before for any real window.
  for (let index = 0; index < 4000; index++) {
    const candidates = periodCandidates(rule, start, index);
    if (candidates.length > 0 && candidates[0] > to) break;
    for (const date of candidates) {
      if (date < start) continue;
      if (rule.until !== null && date > rule.until) return dates;
      if (rule.count !== null && emitted >= rule.count) return dates;
      emitted += 1;
      if (date >= from && date <= to) dates.push(date);
    }
    if (rule.until !== null && candidates.length > 0 && candidates[candidates.length - 1] > rule.until) break;
  }
  return dates;
}
