import { isoWeekday, parseLocalDate } from "../recurrence/local-date";
import { WEEKDAYS, type Recurrence } from "../recurrence/recurrence";

/**
 * A rule moved to a new start date keeps its rhythm: a weekly rule on one weekday follows the
 * start to its new weekday, a monthly rule on a day of the month to the new day; rules on
 * several weekdays or the n-th weekday stay as they are.
 */
export function ruleForNewStart(rule: Recurrence, newStart: string): Recurrence {
  if (rule.frequency === "weekly" && rule.byWeekday.length === 1) {
    return { ...rule, byWeekday: [WEEKDAYS[isoWeekday(newStart)]] };
  }
  if (rule.frequency === "monthly" && rule.bySetPosition === null && rule.byMonthDay !== null && rule.byMonthDay > 0) {
    return { ...rule, byMonthDay: parseLocalDate(newStart).day };
  }
  return rule;
}
