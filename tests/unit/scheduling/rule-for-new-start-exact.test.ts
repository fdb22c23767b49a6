import { describe, expect, it } from "vitest";
import { ruleForNewStart } from "@/lib/scheduling/series/rule-for-new-start";
import { rule } from "@/tests/support/recurrence-rule";

/**
 * A rule moved to a new start (lib/scheduling/series/rule-for-new-start.ts): which rules follow the
 * start and which stay as they are. Mutation testing (scheduling-visits-m-r) found the monthly
 * branch and the "only weekly" condition unasserted.
 */
describe("ruleForNewStart", () => {
  it("a monthly rule on a day of the month follows the start to its new day", () => {
    const monthly = rule({ frequency: "monthly", byMonthDay: 9 });
    expect(ruleForNewStart(monthly, "2026-03-17")).toEqual({ ...monthly, byMonthDay: 17 });
  });

  it("the n-th weekday of the month, the last day (-1) and a monthly rule with no day stay as they are", () => {
    const nth = rule({ frequency: "monthly", byWeekday: ["TU"], bySetPosition: 2, byMonthDay: 9 });
    expect(ruleForNewStart(nth, "2026-03-17")).toEqual(nth);
    const last = rule({ frequency: "monthly", byMonthDay: -1 });
    expect(ruleForNewStart(last, "2026-03-17")).toEqual(last);
    const none = rule({ frequency: "monthly" });
    expect(ruleForNewStart(none, "2026-03-17")).toEqual(none);
  });

  it("only a monthly rule follows the day of the month; a daily rule kept to the 9th stays on the 9th", () => {
    // The schema lets any frequency carry a day of the month (RRULE's BYMONTHDAY filter).
    const dailyOnTheNinth = rule({ frequency: "daily", byMonthDay: 9 });
    expect(ruleForNewStart(dailyOnTheNinth, "2026-03-17")).toEqual(dailyOnTheNinth);
  });

  it("only a weekly rule follows the weekday; a daily or monthly rule on one weekday does not", () => {
    const daily = rule({ frequency: "daily", byWeekday: ["MO"] });
    expect(ruleForNewStart(daily, "2026-03-04")).toEqual(daily);
    const monthlyOnMonday = rule({ frequency: "monthly", byWeekday: ["MO"], bySetPosition: 1 });
    expect(ruleForNewStart(monthlyOnMonday, "2026-03-04")).toEqual(monthlyOnMonday);
    expect(ruleForNewStart(rule({ frequency: "weekly", byWeekday: ["MO"] }), "2026-03-08").byWeekday).toEqual(["SU"]);
  });
});
