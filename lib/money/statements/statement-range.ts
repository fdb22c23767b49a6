import { z } from "zod";
import { STATEMENT_DATE_MESSAGE, type StatementRange } from "./statement-messages";

export { STATEMENT_DATE_MESSAGE, STATEMENT_RANGE_ORDER_MESSAGE, type StatementRange } from "./statement-messages";

/** The default statement covers the last three months up to today. */
export const DEFAULT_STATEMENT_MONTHS = 3;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

const day = (name: string) =>
  z
    .string()
    .refine(isCalendarDay, `${name} ${STATEMENT_DATE_MESSAGE}`)
    .optional()
    // An empty date field of the download form means "the default".
    .or(z.literal("").transform(() => undefined));

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, as the admin and portal download forms send them. */
export const statementRangeQuery = z.object({ from: day("from"), to: day("to") });

/** The same calendar day `months` earlier, clamped to the end of a shorter month (May 31 − 3 months → Feb 28). */
export function monthsBefore(today: string, months: number): string {
  const [y, m, d] = today.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * The range asked for, or the last three months up to `today` (the business's own date). A
 * missing end is today; a missing start is three months before the end. Null when reversed.
 */
export function resolveStatementRange(input: { from?: string; to?: string }, today: string): StatementRange | null {
  const to = input.to ?? today;
  const from = input.from ?? monthsBefore(to, DEFAULT_STATEMENT_MONTHS);
  return from <= to ? { from, to } : null;
}

/** The range the download forms start with: the default one for the business's today. */
export const defaultStatementRange = (today: string): StatementRange => resolveStatementRange({}, today)!;
