import { describe, expect, it } from "vitest";
import { fromWallClock, isValidTimeZone, toWallClock } from "@/lib/scheduling/recurrence/zoned-time";

/**
 * Pins wall clock → UTC at the edges the 36-hour look-around exists for: a wall time a few
 * hours after New York's spring change (8 March 2026), where the naive instant still reads as
 * EST; Berlin's autumn overlap, where the naive instant already reads as CET but the first
 * instant (CEST) must win; and an offset with seconds (Monrovia, −0:44:30 until 1972), which
 * the whole-minute offsets must round the same way in both directions.
 */
const NY = "America/New_York";
const BERLIN = "Europe/Berlin";

describe("fromWallClock", () => {
  it("a New York time shortly after the spring change takes EDT", () => {
    expect(fromWallClock("2026-03-08", "04:00", NY).toISOString()).toBe("2026-03-08T08:00:00.000Z");
    expect(fromWallClock("2026-03-08", "03:00", NY).toISOString()).toBe("2026-03-08T07:00:00.000Z");
    expect(fromWallClock("2026-03-08", "01:59", NY).toISOString()).toBe("2026-03-08T06:59:00.000Z"); // still EST
    expect(toWallClock(fromWallClock("2026-03-08", "04:00", NY), NY)).toEqual({ date: "2026-03-08", time: "04:00" });
  });

  it("an ambiguous Berlin time in the autumn overlap takes the first instant (CEST)", () => {
    expect(fromWallClock("2026-10-25", "02:30", BERLIN).toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(fromWallClock("2026-10-25", "03:30", BERLIN).toISOString()).toBe("2026-10-25T02:30:00.000Z"); // CET after it
  });

  it("a Berlin time in the spring gap moves forward by the gap", () => {
    expect(fromWallClock("2026-03-29", "02:30", BERLIN).toISOString()).toBe("2026-03-29T01:30:00.000Z"); // 03:30 CEST
  });

  it("an offset with seconds rounds to whole minutes", () => {
    expect(fromWallClock("1960-06-01", "12:00", "Africa/Monrovia").toISOString()).toBe("1960-06-01T12:44:00.000Z");
  });
});

describe("isValidTimeZone", () => {
  it("knows IANA zones and refuses names that are not", () => {
    expect(isValidTimeZone(NY)).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });
});
