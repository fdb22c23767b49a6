import { describe, expect, it } from "vitest";
import { rule } from "@/tests/support/recurrence-rule";
import { describeRecurrence, parseRrule, toRrule, type Recurrence } from "@/lib/scheduling/recurrence/recurrence";
import { occurrencesBetween } from "@/lib/scheduling/recurrence/occurrences";

/**
 * Pins the recurrence rules exactly: the plain-language summary the job list and job page show
 * ("Every 2 weeks on Mon, Wed"), the RRULE text for each frequency and field, and the edges of
 * occurrence generation — negative BYMONTHDAY counted from the month's end (RFC 5545), a
 * BYMONTHDAY or n-th weekday the month lacks, weekdays listed out of order, and the one-off's
 * inclusive window.
 */

describe("describeRecurrence", () => {
  it("a one-off", () => {
    expect(describeRecurrence(null)).toBe("One-off");
  });

  it("names the unit, singular for an interval of 1 and counted otherwise", () => {
    expect(describeRecurrence(rule({ frequency: "daily" }))).toBe("Every day");
    expect(describeRecurrence(rule({ frequency: "daily", interval: 3 }))).toBe("Every 3 days");
    expect(describeRecurrence(rule({ frequency: "weekly" }))).toBe("Every week");
    expect(describeRecurrence(rule({ frequency: "weekly", interval: 2 }))).toBe("Every 2 weeks");
    expect(describeRecurrence(rule({ frequency: "monthly" }))).toBe("Every month");
    expect(describeRecurrence(rule({ frequency: "monthly", interval: 6 }))).toBe("Every 6 months");
  });

  it("lists the weekdays in the rule's order, each by its short name", () => {
    expect(describeRecurrence(rule({ frequency: "weekly", interval: 2, byWeekday: ["MO", "WE"] }))).toBe("Every 2 weeks on Mon, Wed");
    expect(describeRecurrence(rule({ frequency: "weekly", byWeekday: ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] }))).toBe(
      "Every week on Mon, Tue, Wed, Thu, Fri, Sat, Sun",
    );
    expect(describeRecurrence(rule({ frequency: "daily", byWeekday: ["SA"] }))).toBe("Every day on Sat");
  });

  it("a monthly day of the month, or its last day", () => {
    expect(describeRecurrence(rule({ frequency: "monthly", byMonthDay: 15 }))).toBe("Every month on day 15");
    expect(describeRecurrence(rule({ frequency: "monthly", interval: 2, byMonthDay: 1 }))).toBe("Every 2 months on day 1");
    expect(describeRecurrence(rule({ frequency: "monthly", byMonthDay: -1 }))).toBe("Every month on the last day");
  });

  it("a monthly n-th weekday: 1st to 5th, last, and beyond", () => {
    const nth = (bySetPosition: number, day: Recurrence["byWeekday"][number]) =>
      describeRecurrence(rule({ frequency: "monthly", byWeekday: [day], bySetPosition }));
    expect(nth(1, "MO")).toBe("Every month on the 1st Mon");
    expect(nth(2, "TU")).toBe("Every month on the 2nd Tue");
    expect(nth(3, "WE")).toBe("Every month on the 3rd Wed");
    expect(nth(4, "TH")).toBe("Every month on the 4th Thu");
    expect(nth(5, "FR")).toBe("Every month on the 5th Fri");
    expect(nth(-1, "SU")).toBe("Every month on the last Sun");
    expect(nth(6, "SA")).toBe("Every month on the 6th Sat");
  });

  it("BYSETPOS without a weekday, or a day of the month outside a monthly rule, adds nothing odd", () => {
    expect(describeRecurrence(rule({ frequency: "monthly", bySetPosition: 2, byMonthDay: 15 }))).toBe("Every month on day 15");
    expect(describeRecurrence(rule({ frequency: "weekly", bySetPosition: 2, byWeekday: ["MO"] }))).toBe("Every week on Mon");
    expect(describeRecurrence(rule({ frequency: "weekly", byMonthDay: 15, byWeekday: ["TH"] }))).toBe("Every week on Thu");
    expect(describeRecurrence(rule({ frequency: "weekly", byMonthDay: 15 }))).toBe("Every week");
  });

  it("appends the end: a date or a number of visits", () => {
    expect(describeRecurrence(rule({ frequency: "weekly", byWeekday: ["MO"], until: "2026-11-30" }))).toBe("Every week on Mon, until 2026-11-30");
    expect(describeRecurrence(rule({ frequency: "monthly", byMonthDay: -1, count: 6 }))).toBe("Every month on the last day, 6 times");
    expect(describeRecurrence(rule({ frequency: "daily", interval: 2, until: "2026-03-31", count: 3 }))).toBe("Every 2 days, until 2026-03-31, 3 times");
  });
});

describe("RRULE text", () => {
  it("names each frequency and writes BYMONTHDAY and BYSETPOS", () => {
    expect(toRrule(rule({ frequency: "daily", interval: 3 }))).toBe("FREQ=DAILY;INTERVAL=3");
    expect(toRrule(rule({ frequency: "weekly" }))).toBe("FREQ=WEEKLY;INTERVAL=1");
    expect(toRrule(rule({ frequency: "monthly", byMonthDay: -1, count: 12 }))).toBe("FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=-1;COUNT=12");
    expect(toRrule(rule({ frequency: "monthly", byWeekday: ["FR"], bySetPosition: -1 }))).toBe("FREQ=MONTHLY;INTERVAL=1;BYDAY=FR;BYSETPOS=-1");
  });

  it("reads them back", () => {
    expect(parseRrule("FREQ=DAILY;INTERVAL=3")).toEqual(rule({ frequency: "daily", interval: 3 }));
    expect(parseRrule("RRULE:FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=15")).toEqual(rule({ frequency: "monthly", interval: 2, byMonthDay: 15 }));
    expect(parseRrule("FREQ=MONTHLY;BYMONTHDAY=-1;UNTIL=20261231")).toEqual(rule({ frequency: "monthly", byMonthDay: -1, until: "2026-12-31" }));
  });

  it("refuses a frequency it does not support, naming the rule", () => {
    expect(() => parseRrule("FREQ=YEARLY;INTERVAL=1")).toThrow(new Error("Unsupported RRULE: FREQ=YEARLY;INTERVAL=1"));
    expect(() => parseRrule("INTERVAL=1")).toThrow(new Error("Unsupported RRULE: INTERVAL=1"));
  });
});

describe("occurrencesBetween", () => {
  it("a one-off occurs inside the window, both ends included", () => {
    expect(occurrencesBetween(null, "2026-03-01", "2026-03-01", "2026-03-31")).toEqual(["2026-03-01"]);
    expect(occurrencesBetween(null, "2026-03-31", "2026-03-01", "2026-03-31")).toEqual(["2026-03-31"]);
    expect(occurrencesBetween(null, "2026-04-01", "2026-03-01", "2026-03-31")).toEqual([]);
    expect(occurrencesBetween(null, "2026-02-28", "2026-03-01", "2026-03-31")).toEqual([]);
  });

  it("monthly on the start's day when no day is given, the 1st included", () => {
    expect(occurrencesBetween(rule({ frequency: "monthly" }), "2026-01-01", "2026-01-01", "2026-03-31")).toEqual(["2026-01-01", "2026-02-01", "2026-03-01"]);
    expect(occurrencesBetween(rule({ frequency: "monthly", byMonthDay: 1 }), "2026-01-15", "2026-01-01", "2026-03-31")).toEqual(["2026-02-01", "2026-03-01"]);
  });

  it("monthly on the last day (BYMONTHDAY=-1) follows each month's length", () => {
    expect(occurrencesBetween(rule({ frequency: "monthly", byMonthDay: -1 }), "2026-01-01", "2026-01-01", "2026-04-30")).toEqual([
      "2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30",
    ]);
    expect(occurrencesBetween(rule({ frequency: "monthly", byMonthDay: -2 }), "2028-01-01", "2028-01-01", "2028-03-31")).toEqual([
      "2028-01-30", "2028-02-28", "2028-03-30",
    ]);
  });

  it("a negative day the month does not have produces no occurrence (RFC 5545)", () => {
    // -31 is the 1st of a 31-day month only.
    expect(occurrencesBetween(rule({ frequency: "monthly", byMonthDay: -31 }), "2026-01-01", "2026-01-01", "2026-05-31")).toEqual([
      "2026-01-01", "2026-03-01", "2026-05-01",
    ]);
  });

  it("a 5th weekday occurs only in months that have one", () => {
    const fifthFriday = rule({ frequency: "monthly", byWeekday: ["FR"], bySetPosition: 5 });
    expect(occurrencesBetween(fifthFriday, "2026-01-01", "2026-01-01", "2026-05-31")).toEqual(["2026-01-30", "2026-05-29"]);
  });

  it("a monthly rule crosses into the next year on the right month", () => {
    expect(occurrencesBetween(rule({ frequency: "monthly", byMonthDay: 15 }), "2026-11-15", "2026-11-01", "2027-02-28")).toEqual([
      "2026-11-15", "2026-12-15", "2027-01-15", "2027-02-15",
    ]);
    expect(occurrencesBetween(rule({ frequency: "monthly", interval: 5, byMonthDay: 3 }), "2026-10-03", "2026-10-01", "2027-12-31")).toEqual([
      "2026-10-03", "2027-03-03", "2027-08-03",
    ]);
  });

  it("the last weekday of a month that ends on that weekday is the month's last day", () => {
    // 31 July 2026 is a Friday.
    const lastFriday = rule({ frequency: "monthly", byWeekday: ["FR"], bySetPosition: -1 });
    expect(occurrencesBetween(lastFriday, "2026-07-01", "2026-07-01", "2026-08-31")).toEqual(["2026-07-31", "2026-08-28"]);
  });

  it("weekdays listed out of order still come out in date order", () => {
    const r = rule({ frequency: "weekly", byWeekday: ["FR", "WE", "MO"] });
    expect(occurrencesBetween(r, "2026-03-02", "2026-03-01", "2026-03-15")).toEqual([
      "2026-03-02", "2026-03-04", "2026-03-06", "2026-03-09", "2026-03-11", "2026-03-13",
    ]);
  });
});
