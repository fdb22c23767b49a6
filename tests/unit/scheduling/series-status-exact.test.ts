import { describe, expect, it } from "vitest";
import { activePause, isPausedOn, seriesHasFuture } from "@/lib/scheduling/series/series-status";

/** lib/scheduling/series/series-status.ts at its edges: what the job list and the pause dialogs rely on. */
const weekly = (extra: string = "") => `FREQ=WEEKLY;INTERVAL=1;BYDAY=MO${extra}`;
const series = (over: Partial<Parameters<typeof seriesHasFuture>[0]> = {}) => ({ rrule: weekly(), startDate: "2026-01-05", status: "active", pausedUntil: null, ...over });

describe("seriesHasFuture", () => {
  it("is true for an active open-ended series, false when it is not active or has no rule", () => {
    expect(seriesHasFuture(series(), "2026-03-01")).toBe(true);
    expect(seriesHasFuture(series({ status: "paused" }), "2026-03-01")).toBe(false);
    expect(seriesHasFuture(series({ status: "completed" }), "2026-03-01")).toBe(false);
    expect(seriesHasFuture(series({ rrule: null }), "2026-03-01")).toBe(false);
  });

  it("counts an occurrence on today itself, and none after the rule's end", () => {
    // Mondays from Jan 5 until Mar 2: the last one is Mar 2.
    const ending = series({ rrule: weekly(";UNTIL=20260302") });
    expect(seriesHasFuture(ending, "2026-03-02")).toBe(true);
    expect(seriesHasFuture(ending, "2026-03-03")).toBe(false);
    // Three Mondays from Jan 5: Jan 5, 12, 19.
    const counted = series({ rrule: weekly(";COUNT=3") });
    expect(seriesHasFuture(counted, "2026-01-19")).toBe(true);
    expect(seriesHasFuture(counted, "2026-01-20")).toBe(false);
  });

  it("looks ten years ahead from the start when the series starts after today", () => {
    // One occurrence, eleven years out: beyond ten years from today, within ten from its start.
    const late = series({ rrule: weekly(";COUNT=1"), startDate: "2037-01-05" });
    expect(seriesHasFuture(late, "2026-01-01")).toBe(true);
  });
});

describe("isPausedOn", () => {
  it("holds back dates before paused_until, from paused_from on when the pause starts later", () => {
    expect(isPausedOn({ pausedUntil: "2026-03-10" }, "2026-03-09")).toBe(true);
    expect(isPausedOn({ pausedUntil: "2026-03-10" }, "2026-03-10")).toBe(false);
    expect(isPausedOn({ pausedUntil: null }, "2026-03-09")).toBe(false);
    expect(isPausedOn({}, "2026-03-09")).toBe(false);
    const later = { pausedFrom: "2026-03-05", pausedUntil: "2026-03-10" };
    expect(isPausedOn(later, "2026-03-04")).toBe(false);
    expect(isPausedOn(later, "2026-03-05")).toBe(true);
    expect(isPausedOn(later, "2026-03-09")).toBe(true);
    expect(isPausedOn({ ...later, pausedFrom: null }, "2026-01-01")).toBe(true);
  });
});

describe("activePause", () => {
  it("is the resume date while it is still ahead of today, else null", () => {
    expect(activePause({ pausedUntil: "2026-03-10" }, "2026-03-09")).toBe("2026-03-10");
    expect(activePause({ pausedUntil: "2026-03-10" }, "2026-03-10")).toBeNull();
    expect(activePause({ pausedUntil: null }, "2026-03-09")).toBeNull();
  });
});
