import { describe, expect, it } from "vitest";
import { addMonths, calendarHref, monthGrid, parseCalendarParams, stepDate } from "@/lib/admin/schedule/calendar-params";

describe("calendar params: month view", () => {
  it("a month is whole Monday-first weeks around it", () => {
    const march = monthGrid("2026-03-17");
    expect(march[0]).toBe("2026-02-23"); // 1 March 2026 is a Sunday
    expect(march.at(-1)).toBe("2026-04-05");
    expect(march).toHaveLength(42);
    const february = monthGrid("2027-02-10"); // 1 Feb 2027 is a Monday, 28 Feb a Sunday
    expect([february[0], february.at(-1), february.length]).toEqual(["2027-02-01", "2027-02-28", 28]);
  });

  it("moves by months, clamping the day", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
    expect(addMonths("2026-12-05", 1)).toBe("2027-01-05");
  });

  it("parses ?view=month and steps a month at a time; unknown views fall back to the week", () => {
    const month = parseCalendarParams({ view: "month", date: "2026-03-17" }, "2026-01-01");
    expect(month.view).toBe("month");
    expect(month.days).toHaveLength(42);
    expect(calendarHref(month, { date: stepDate(month, 1) })).toBe("/admin/schedule?view=month&date=2026-04-17");
    expect(calendarHref(month, { view: "day", date: "2026-03-20" })).toBe("/admin/schedule?view=day&date=2026-03-20");
    const week = parseCalendarParams({ view: "year", date: "bad" }, "2026-03-18");
    expect(week).toMatchObject({ view: "week", date: "2026-03-18" });
    expect(stepDate(week, -1)).toBe("2026-03-11");
  });
});
