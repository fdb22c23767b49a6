import { INVOICING_RULES, type InvoicingRule } from "@/db/schema/enums";
import { formatListDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { addDays, daysInMonth, formatLocalDate, parseLocalDate } from "@/lib/scheduling/recurrence/local-date";

export { INVOICING_RULES, type InvoicingRule };

/** How each rule reads on the job's page and in its form. */
export const INVOICING_RULE_LABELS: Record<InvoicingRule, string> = {
  manual: "By hand (Uninvoiced visits)",
  after_each_visit: "After each visit",
  monthly: "Monthly, one invoice for the month's visits",
  job_end: "When the job ends",
};

/** The first day of the month of a local date: the monthly rule bills the visits before it. */
export function startOfMonth(date: string): string {
  const { year, month } = parseLocalDate(date);
  return formatLocalDate(year, month, 1);
}

/** Whether the monthly rule's day has come this month (it then bills the months before). */
export function monthlyRuleIsDue(today: string, invoicingDay: number | null): boolean {
  return parseLocalDate(today).day >= (invoicingDay ?? 1);
}

/**
 * The local date of the monthly rule's next run from `today`: this month's day if still ahead
 * (or today), else next month's. Days are 1–28, so every month has them.
 */
export function nextMonthlyRun(today: string, invoicingDay: number | null): string {
  const day = invoicingDay ?? 1;
  const { year, month, day: current } = parseLocalDate(today);
  if (current <= day) return formatLocalDate(year, month, day);
  const next = addDays(formatLocalDate(year, month, daysInMonth(year, month)), 1);
  const { year: y, month: m } = parseLocalDate(next);
  return formatLocalDate(y, m, day);
}

/** "the 1st", "the 22nd": the day of the month as the preview says it. */
export function ordinalDay(day: number): string {
  const suffix = day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th";
  return `the ${day}${suffix}`;
}

const visits = (n: number) => `${n} ${n === 1 ? "visit" : "visits"}`;

/** The job page's preview line for a rule ("Next run on the 1st (Dec 1, 2026): 3 visits, $135.00"). */
export function describeNextRun(preview: { rule: InvoicingRule; invoicingDay: number | null; nextRun: string | null; visitCount: number; totalCents: number }): string {
  const amount = formatCents(preview.totalCents);
  switch (preview.rule) {
    case "monthly":
      return `Next run on ${ordinalDay(preview.invoicingDay ?? 1)} (${formatListDate(preview.nextRun ?? "")}): ${visits(preview.visitCount)}, ${amount}`;
    case "after_each_visit":
      return `Each completed visit gets its own invoice within 15 minutes. Waiting now: ${visits(preview.visitCount)}, ${amount}`;
    case "job_end":
      return `When the job ends: ${visits(preview.visitCount)}, ${amount}`;
    default:
      return `Not invoiced automatically. Completed and not yet invoiced: ${visits(preview.visitCount)}, ${amount}`;
  }
}
