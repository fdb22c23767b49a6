import { describe, expect, it } from "vitest";
import { formatLocalDate, isLocalDate } from "@/lib/scheduling/recurrence/local-date";

/**
 * Pins the local-date helpers exactly: `formatLocalDate` zero-pads every part (a four-digit
 * year too), and `isLocalDate` — the check behind every date field of the job forms — accepts
 * only a whole YYYY-MM-DD string naming a day the calendar has, on both sides of each bound.
 */
describe("formatLocalDate", () => {
  it("zero-pads the year to four digits and the month and day to two", () => {
    expect(formatLocalDate(2026, 3, 8)).toBe("2026-03-08");
    expect(formatLocalDate(99, 1, 5)).toBe("0099-01-05");
    expect(formatLocalDate(2026, 12, 31)).toBe("2026-12-31");
  });
});

describe("isLocalDate", () => {
  it("accepts only the whole YYYY-MM-DD shape", () => {
    expect(isLocalDate("2026-03-08")).toBe(true);
    expect(isLocalDate("x2026-03-08")).toBe(false);
    expect(isLocalDate("12026-03-08")).toBe(false);
    expect(isLocalDate("2026-03-08x")).toBe(false);
    expect(isLocalDate("2026-03-08T09:00")).toBe(false);
    expect(isLocalDate("2026-03-08 ")).toBe(false);
    expect(isLocalDate("2026-03-08-01")).toBe(false);
    expect(isLocalDate("2026-3-8")).toBe(false);
    expect(isLocalDate("")).toBe(false);
  });

  it("months 01 to 12 only", () => {
    expect(isLocalDate("2026-00-10")).toBe(false);
    expect(isLocalDate("2026-01-10")).toBe(true);
    expect(isLocalDate("2026-12-10")).toBe(true);
    expect(isLocalDate("2026-13-10")).toBe(false);
  });

  it("days 01 to the month's last day only (leap years included)", () => {
    expect(isLocalDate("2026-03-00")).toBe(false);
    expect(isLocalDate("2026-03-01")).toBe(true);
    expect(isLocalDate("2026-03-31")).toBe(true);
    expect(isLocalDate("2026-03-32")).toBe(false);
    expect(isLocalDate("2026-04-30")).toBe(true);
    expect(isLocalDate("2026-04-31")).toBe(false);
    expect(isLocalDate("2026-02-28")).toBe(true);
    expect(isLocalDate("2026-02-29")).toBe(false);
    expect(isLocalDate("2028-02-29")).toBe(true);
    expect(isLocalDate("2028-02-30")).toBe(false);
  });
});
