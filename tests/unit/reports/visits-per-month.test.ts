import { describe, expect, it } from "vitest";
import { ruleEndDate, visitsPerMonth } from "@/lib/reports/visits-per-month";
import { parseRrule } from "@/lib/scheduling/recurrence/recurrence";
import { cohortsCsv, mrrCsv } from "@/lib/reports/report-csv";

describe("visits per month (MRR normalising)", () => {
  it("averages weekly ×52/12, every two weeks ×26/12, monthly ×1 and daily ×365/12", () => {
    expect(visitsPerMonth(parseRrule("FREQ=WEEKLY;INTERVAL=1;BYDAY=MO"))).toBeCloseTo(52 / 12);
    expect(visitsPerMonth(parseRrule("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"))).toBeCloseTo(26 / 12);
    expect(visitsPerMonth(parseRrule("FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TH"))).toBeCloseTo(104 / 12);
    expect(visitsPerMonth(parseRrule("FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15"))).toBe(1);
    expect(visitsPerMonth(parseRrule("FREQ=MONTHLY;INTERVAL=3"))).toBeCloseTo(1 / 3);
    expect(visitsPerMonth(parseRrule("FREQ=DAILY;INTERVAL=7"))).toBeCloseTo(365 / 12 / 7);
  });

  it("ends a rule on its UNTIL date or its COUNT-th occurrence, never for an open rule", () => {
    expect(ruleEndDate(parseRrule("FREQ=WEEKLY;INTERVAL=1;UNTIL=20260301"), "2026-01-05")).toBe("2026-03-01");
    expect(ruleEndDate(parseRrule("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=3"), "2026-01-05")).toBe("2026-02-02");
    expect(ruleEndDate(parseRrule("FREQ=MONTHLY;INTERVAL=1"), "2026-01-31")).toBeNull();
  });

  it("counts a seasonal rule's COUNT only inside its season (mowing April–October booked in March)", () => {
    const rule = parseRrule("FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=3");
    expect(ruleEndDate(rule, "2026-03-02")).toBe("2026-03-16");
    expect(ruleEndDate(rule, "2026-03-02", { startMonth: 4, endMonth: 10 })).toBe("2026-04-20");
  });
});

describe("report CSV", () => {
  it("writes MRR in dollars and the cohort triangle in long form", () => {
    expect(mrrCsv({ currentCents: 0, activeSeries: 0, pausedCents: 0, pausedSeries: 0, outOfSeasonCents: 0, outOfSeasonSeries: 0, months: [{ month: "2026-01", mrrCents: 19_500, series: 1 }] })).toBe("month,recurring_jobs,mrr\r\n2026-01,1,195.00\r\n");
    expect(cohortsCsv([{ cohort: "2026-01", customers: 4, active: [4, 3] }], "2026-02").split("\r\n").slice(1, 3)).toEqual(["2026-01,4,2026-01,0,4,100.0", "2026-01,4,2026-02,1,3,75.0"]);
  });
});
