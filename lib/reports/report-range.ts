import { z } from "zod";

/** A report's months, 'YYYY-MM', inclusive; at most three years. Client-safe. */
export type ReportRange = { from: string; to: string; months: string[] };

export const MAX_REPORT_MONTHS = 36;
export const DEFAULT_REPORT_MONTHS = 12;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const monthIndex = (m: string) => {
  const [, y, mo] = MONTH.exec(m)!;
  return Number(y) * 12 + Number(mo) - 1;
};
const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;

/** Every month from `from` to `to`, inclusive. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i++) out.push(monthOf(i));
  return out;
}

export const previousMonth = (m: string) => monthOf(monthIndex(m) - 1);
export const nextMonth = (m: string) => monthOf(monthIndex(m) + 1);

/** `?from=YYYY-MM&to=YYYY-MM` as the reports page and the CSV export take it. */
export const reportRangeQuery = z.object({
  from: z.string().regex(MONTH, "from must be a month, YYYY-MM").optional(),
  to: z.string().regex(MONTH, "to must be a month, YYYY-MM").optional(),
});

/**
 * The range asked for, or the last twelve months up to `currentMonth` (the business's own
 * month, from its time zone). A reversed range is swapped; a longer one keeps its last 36 months.
 */
export function resolveReportRange(input: { from?: string; to?: string }, currentMonth: string): ReportRange {
  const valid = (m: string | undefined) => (m && MONTH.test(m) ? m : undefined);
  let to = valid(input.to) ?? currentMonth;
  let from = valid(input.from) ?? monthOf(monthIndex(to) - (DEFAULT_REPORT_MONTHS - 1));
  if (monthIndex(from) > monthIndex(to)) [from, to] = [to, from];
  if (monthIndex(to) - monthIndex(from) >= MAX_REPORT_MONTHS) from = monthOf(monthIndex(to) - (MAX_REPORT_MONTHS - 1));
  return { from, to, months: monthsBetween(from, to) };
}
