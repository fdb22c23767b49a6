import { describe, expect, it } from "vitest";
import { occurrencesBetween } from "@/lib/scheduling/recurrence/occurrences";
import { fromWallClock, toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { rule } from "@/tests/support/recurrence-rule";

/** The rules issue 37 names, through rrule-temporal (lib/scheduling/recurrence/occurrences.ts). */
const NY = "America/New_York";
const instants = (dates: string[], time: string) => dates.map((date) => fromWallClock(date, time, NY).toISOString());

describe("DST in America/New_York", () => {
  it("a Sunday 2:30 visit is kept on the spring-forward day (8 March 2026), at 3:30 EDT, not dropped", () => {
    const dates = occurrencesBetween(rule({ frequency: "weekly", byWeekday: ["SU"] }), "2026-03-01", "2026-03-01", "2026-03-15");
    expect(dates).toEqual(["2026-03-01", "2026-03-08", "2026-03-15"]);
    expect(instants(dates, "02:30")).toEqual(["2026-03-01T07:30:00.000Z", "2026-03-08T07:30:00.000Z", "2026-03-15T06:30:00.000Z"]);
    expect(toWallClock(new Date("2026-03-08T07:30:00.000Z"), NY)).toEqual({ date: "2026-03-08", time: "03:30" });
  });

  it("a Sunday 1:30 visit on the fall-back day (1 November 2026) happens once, at the first 1:30", () => {
    const dates = occurrencesBetween(rule({ frequency: "weekly", byWeekday: ["SU"] }), "2026-10-25", "2026-10-25", "2026-11-08");
    expect(instants(dates, "01:30")).toEqual(["2026-10-25T05:30:00.000Z", "2026-11-01T05:30:00.000Z", "2026-11-08T06:30:00.000Z"]);
  });

  it("every 4 weeks at 9:00 across both changes stays at 9:00 local", () => {
    const dates = occurrencesBetween(rule({ frequency: "weekly", interval: 4, byWeekday: ["MO"] }), "2026-01-05", "2026-01-01", "2026-12-31");
    expect(dates).toEqual(["2026-01-05", "2026-02-02", "2026-03-02", "2026-03-30", "2026-04-27", "2026-05-25", "2026-06-22", "2026-07-20", "2026-08-17", "2026-09-14", "2026-10-12", "2026-11-09", "2026-12-07"]);
    for (const date of dates) expect(toWallClock(fromWallClock(date, "09:00", NY), NY)).toEqual({ date, time: "09:00" });
  });
});

describe("the n-th weekday of the month", () => {
  it("the 3rd Wednesday, across a year end", () => {
    const r = rule({ frequency: "monthly", byWeekday: ["WE"], bySetPosition: 3 });
    expect(occurrencesBetween(r, "2026-10-01", "2026-10-01", "2027-02-28")).toEqual(["2026-10-21", "2026-11-18", "2026-12-16", "2027-01-20", "2027-02-17"]);
  });

  it("the 1st Monday every 2 months, a window in the middle giving the same dates as the whole", () => {
    const r = rule({ frequency: "monthly", interval: 2, byWeekday: ["MO"], bySetPosition: 1 });
    const all = occurrencesBetween(r, "2026-01-01", "2026-01-01", "2026-12-31");
    expect(all).toEqual(["2026-01-05", "2026-03-02", "2026-05-04", "2026-07-06", "2026-09-07", "2026-11-02"]);
    expect(occurrencesBetween(r, "2026-01-01", "2026-04-01", "2026-09-30")).toEqual(["2026-05-04", "2026-07-06", "2026-09-07"]);
  });

  it("a count limits the series from its start, whatever the window", () => {
    const r = rule({ frequency: "monthly", byWeekday: ["TH"], bySetPosition: -1, count: 3 });
    expect(occurrencesBetween(r, "2026-01-01", "2026-02-01", "2026-12-31")).toEqual(["2026-02-26", "2026-03-26"]);
  });
});
