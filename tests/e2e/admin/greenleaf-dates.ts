/** Dates as the schedule specs need them: Greenleaf's local days and the ways the app writes a day. */
export const GREENLEAF_ZONE = "America/New_York";

/** Greenleaf's local date `offsetDays` from now, "YYYY-MM-DD". */
export const localDate = (offsetDays: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: GREENLEAF_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + offsetDays * 86_400_000));
export const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** "Mar 3, 2027" (the portal's list dates). */
export const listDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
/** "Wednesday, March 3" (the month view's days). */
export const longDay = (date: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
