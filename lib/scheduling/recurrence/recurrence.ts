/**
 * A job's recurrence (issue 11's API shape), stored as an RFC 5545 RRULE string. Supported:
 * every N days; every N weeks on chosen weekdays; every N months on a day of the month or on
 * the n-th (or last, -1) weekday; optionally ending on a local date or after a count.
 * This file is the rule's shape and text (client-safe); its dates come from rrule-temporal in
 * ./occurrences.ts (docs/decisions/recurrence-library.md).
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
