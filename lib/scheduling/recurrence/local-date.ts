/** Calendar arithmetic on local dates (YYYY-MM-DD) with no time zone involved (client-safe). */
const DAY_MS = 86_400_000;

export function parseLocalDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split("-").map(Number);
  return { year, month, day };
}

export function formatLocalDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function toEpochDay(date: string): number {
  const { year, month, day } = parseLocalDate(date);
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

function fromEpochDay(epochDay: number): string {
  const d = new Date(epochDay * DAY_MS);
  return formatLocalDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDays(date: string, days: number): string {
  return fromEpochDay(toEpochDay(date) + days);
}

export function daysBetween(from: string, to: string): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** 0 = Monday … 6 = Sunday (ISO order, as RFC 5545's MO..SU). */
export function isoWeekday(date: string): number {
  return (((toEpochDay(date) + 3) % 7) + 7) % 7;
}

/** The Monday of the date's week. */
export function startOfWeek(date: string): string {
  return addDays(date, -isoWeekday(date));
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isLocalDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const { year, month, day } = parseLocalDate(value);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
