// Client-safe. Formatting goes through Intl with numeric parts and our own month names, so
// the output is identical on the server, in every browser and in every ICU version.

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG_MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

export type DateInput = Date | string | number | null | undefined;

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Calendar parts of a value. A 'YYYY-MM-DD' string is a calendar date (a Postgres `date`):
 * it is used as is, never converted through a time zone, so it cannot shift a day. Anything
 * else is an instant, shown in `timeZone` (an IANA name; an unknown one falls back to the
 * runtime's zone). Pass the business's time zone so server and browser agree.
 */
function partsOf(value: DateInput, timeZone?: string): Parts | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") {
    const dateOnly = DATE_ONLY.exec(value.trim());
    if (dateOnly) {
      const [, y, m, d] = dateOnly;
      const parts = { year: Number(y), month: Number(m), day: Number(d), hour: 0, minute: 0 };
      const check = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
      return check.getUTCMonth() === parts.month - 1 && check.getUTCDate() === parts.day ? parts : null;
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : undefined;
  const found: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(date)) {
    if (part.type !== "literal") found[part.type] = Number(part.value);
  }
  return { year: found.year, month: found.month, day: found.day, hour: found.hour % 24, minute: found.minute };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Lists (spec §9 'MMM d, yyyy'): "Nov 22, 2026". Empty string for a missing or invalid date. */
export function formatListDate(value: DateInput, timeZone?: string): string {
  const p = partsOf(value, timeZone);
  return p ? `${SHORT_MONTHS[p.month - 1]} ${p.day}, ${p.year}` : "";
}

/** Printed documents (spec §9 long form): "November 22, 2026". */
export function formatLongDate(value: DateInput, timeZone?: string): string {
  const p = partsOf(value, timeZone);
  return p ? `${LONG_MONTHS[p.month - 1]} ${p.day}, ${p.year}` : "";
}

/** Messages (spec §9 'MMM d, HH:mm'): "Nov 22, 14:05", 24-hour clock. */
export function formatMessageTime(value: DateInput, timeZone?: string): string {
  const p = partsOf(value, timeZone);
  return p ? `${SHORT_MONTHS[p.month - 1]} ${p.day}, ${pad(p.hour)}:${pad(p.minute)}` : "";
}

/**
 * The calendar date 'YYYY-MM-DD' of a value in a time zone — e.g. "today" for a business
 * (`toDateOnly(new Date(), business.timezone)`), the spec's start_date and the lower bound
 * of a preferred service date. Null for a missing or invalid value.
 */
export function toDateOnly(value: DateInput, timeZone?: string): string | null {
  const p = partsOf(value, timeZone);
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)}` : null;
}
