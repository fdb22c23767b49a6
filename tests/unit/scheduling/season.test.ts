import { describe, expect, it } from "vitest";
import { occurrencesBetween } from "@/lib/scheduling/recurrence/occurrences";
import { describeSeason, isInSeason, seasonMonths } from "@/lib/scheduling/recurrence/season";
import { rule } from "@/tests/support/recurrence-rule";

describe("seasons", () => {
  it("cover their months, wrapping the year when the start comes after the end", () => {
    expect(seasonMonths({ startMonth: 4, endMonth: 10 })).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(seasonMonths({ startMonth: 12, endMonth: 3 })).toEqual([1, 2, 3, 12]);
    expect(seasonMonths({ startMonth: 7, endMonth: 7 })).toEqual([7]);
    expect(describeSeason({ startMonth: 12, endMonth: 3 })).toBe("December–March");
    expect(describeSeason(null)).toBe("All year");
  });

  it("tell whether a month is inside them: snow December–March is in January, not in July; no season is every month", () => {
    expect([1, 3, 4, 7, 11, 12].map((m) => isInSeason({ startMonth: 12, endMonth: 3 }, m))).toEqual([true, true, false, false, false, true]);
    expect([3, 4, 10, 11].map((m) => isInSeason({ startMonth: 4, endMonth: 10 }, m))).toEqual([false, true, true, false]);
    expect(isInSeason(null, 7)).toBe(true);
  });

  it("weekly mowing April–October: no visit in the winter, and it comes back in April by itself", () => {
    const dates = occurrencesBetween(rule({ frequency: "weekly", byWeekday: ["MO"] }), "2026-03-02", "2026-10-19", "2027-04-12", { startMonth: 4, endMonth: 10 });
    expect(dates).toEqual(["2026-10-19", "2026-10-26", "2027-04-05", "2027-04-12"]);
  });

  it("snow service December–March every 2 weeks keeps its rhythm across the summer", () => {
    const season = { startMonth: 12, endMonth: 3 };
    const dates = occurrencesBetween(rule({ frequency: "weekly", interval: 2, byWeekday: ["TU"] }), "2026-12-01", "2026-12-01", "2027-12-31", season);
    expect(dates.every((d) => ["12", "01", "02", "03"].includes(d.slice(5, 7)))).toBe(true);
    expect(dates.slice(0, 3)).toEqual(["2026-12-01", "2026-12-15", "2026-12-29"]);
    expect(dates.filter((d) => d.startsWith("2027-03")).at(-1)).toBe("2027-03-23");
    // 52 weeks after 1 December 2026 is 30 November 2027: the next of the rhythm is 14 December.
    expect(dates.find((d) => d >= "2027-04-01")).toBe("2027-12-14");
  });

  it("the 2nd Saturday of each month from May to September only", () => {
    const r = rule({ frequency: "monthly", byWeekday: ["SA"], bySetPosition: 2 });
    expect(occurrencesBetween(r, "2026-01-01", "2026-01-01", "2026-12-31", { startMonth: 5, endMonth: 9 })).toEqual(["2026-05-09", "2026-06-13", "2026-07-11", "2026-08-08", "2026-09-12"]);
  });
});
