import { describe, expect, it } from "vitest";
import { rule } from "@/tests/support/recurrence-rule";
import { parseRrule, toRrule } from "@/lib/scheduling/recurrence/recurrence";
import { occurrencesBetween } from "@/lib/scheduling/recurrence/occurrences";
import { fromWallClock, toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { ruleForNewStart } from "@/lib/scheduling/series/rule-for-new-start";

const NY = "America/New_York";

describe("occurrencesBetween", () => {
  it("a one-off occurs once, on its start date, only inside the window", () => {
    expect(occurrencesBetween(null, "2026-03-10", "2026-03-01", "2026-03-31")).toEqual(["2026-03-10"]);
    expect(occurrencesBetween(null, "2026-03-10", "2026-03-11", "2026-03-31")).toEqual([]);
  });

  it("weekly on the start's weekday", () => {
    expect(occurrencesBetween(rule({ frequency: "weekly" }), "2026-03-02", "2026-03-01", "2026-03-31")).toEqual([
      "2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23", "2026-03-30",
    ]);
  });

  it("bi-weekly on two weekdays keeps the start week's rhythm and skips dates before the start", () => {
    const r = rule({ frequency: "weekly", interval: 2, byWeekday: ["MO", "TH"] });
    expect(occurrencesBetween(r, "2026-03-05", "2026-03-01", "2026-03-31")).toEqual(["2026-03-05", "2026-03-16", "2026-03-19", "2026-03-30"]);
  });

  it("a window starting later gives the same dates as the full list (the rhythm comes from the start)", () => {
    const r = rule({ frequency: "weekly", interval: 2 });
    const all = occurrencesBetween(r, "2026-01-07", "2026-01-01", "2026-12-31");
    expect(occurrencesBetween(r, "2026-01-07", "2026-06-01", "2026-06-30")).toEqual(all.filter((d) => d.startsWith("2026-06")));
  });

  it("monthly on a day skips months without that day", () => {
    const r = rule({ frequency: "monthly", byMonthDay: 31 });
    expect(occurrencesBetween(r, "2026-01-31", "2026-01-01", "2026-05-31")).toEqual(["2026-01-31", "2026-03-31", "2026-05-31"]);
  });

  it("monthly on the 2nd Tuesday and on the last Friday", () => {
    const second = rule({ frequency: "monthly", byWeekday: ["TU"], bySetPosition: 2 });
    expect(occurrencesBetween(second, "2026-01-01", "2026-01-01", "2026-03-31")).toEqual(["2026-01-13", "2026-02-10", "2026-03-10"]);
    const last = rule({ frequency: "monthly", byWeekday: ["FR"], bySetPosition: -1 });
    expect(occurrencesBetween(last, "2026-01-01", "2026-01-01", "2026-03-31")).toEqual(["2026-01-30", "2026-02-27", "2026-03-27"]);
  });

  it("stops at UNTIL (inclusive) and after COUNT, counted from the start whatever the window", () => {
    const until = rule({ frequency: "weekly", until: "2026-03-16" });
    expect(occurrencesBetween(until, "2026-03-02", "2026-01-01", "2026-12-31")).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
    const count = rule({ frequency: "daily", interval: 3, count: 4 });
    expect(occurrencesBetween(count, "2026-03-01", "2026-03-05", "2026-12-31")).toEqual(["2026-03-07", "2026-03-10"]);
  });
});

describe("RRULE text", () => {
  it("round-trips through RFC 5545", () => {
    const r = rule({ frequency: "weekly", interval: 2, byWeekday: ["MO", "WE"], until: "2026-11-30" });
    expect(toRrule(r)).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20261130");
    expect(parseRrule(toRrule(r))).toEqual(r);
    const m = rule({ frequency: "monthly", byWeekday: ["TU"], bySetPosition: 2, count: 6 });
    expect(parseRrule(toRrule(m))).toEqual(m);
  });

  it("a single-weekday rule follows a moved start to its new weekday", () => {
    expect(ruleForNewStart(rule({ frequency: "weekly", byWeekday: ["MO"] }), "2026-03-04").byWeekday).toEqual(["WE"]);
    expect(ruleForNewStart(rule({ frequency: "weekly", byWeekday: ["MO", "TH"] }), "2026-03-04").byWeekday).toEqual(["MO", "TH"]);
  });
});

describe("DST: a weekly 9:00 visit in America/New_York stays at 9:00 local", () => {
  const weekly = rule({ frequency: "weekly" });
  const utcTimes = (start: string, from: string, to: string) =>
    occurrencesBetween(weekly, start, from, to).map((date) => fromWallClock(date, "09:00", NY).toISOString());

  it("across the March change (EST → EDT on 2026-03-08)", () => {
    expect(utcTimes("2026-03-01", "2026-03-01", "2026-03-15")).toEqual([
      "2026-03-01T14:00:00.000Z", // EST, UTC-5
      "2026-03-08T13:00:00.000Z", // the change day itself, EDT, UTC-4
      "2026-03-15T13:00:00.000Z",
    ]);
  });

  it("across the November change (EDT → EST on 2026-11-01)", () => {
    expect(utcTimes("2026-10-25", "2026-10-25", "2026-11-08")).toEqual([
      "2026-10-25T13:00:00.000Z",
      "2026-11-01T14:00:00.000Z",
      "2026-11-08T14:00:00.000Z",
    ]);
  });

  it("every generated instant reads back as 9:00 on its date", () => {
    for (const date of occurrencesBetween(weekly, "2026-01-04", "2026-01-01", "2026-12-31")) {
      expect(toWallClock(fromWallClock(date, "09:00", NY), NY)).toEqual({ date, time: "09:00" });
    }
  });

  it("a wall time in the spring gap moves forward by the gap; an ambiguous one takes the first instant", () => {
    expect(fromWallClock("2026-03-08", "02:30", NY).toISOString()).toBe("2026-03-08T07:30:00.000Z"); // 03:30 EDT
    expect(fromWallClock("2026-11-01", "01:30", NY).toISOString()).toBe("2026-11-01T05:30:00.000Z"); // 01:30 EDT
  });
});
