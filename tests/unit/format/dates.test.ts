import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatListDate, formatLongDate, formatMessageTime, toDateOnly } from "@/lib/format/dates";

// A zone west of UTC: a naive `new Date("2026-11-22")` would show November 21 here.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/Los_Angeles";
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe("date-only strings never shift a day", () => {
  it.each(["America/Los_Angeles", "Pacific/Pago_Pago", "Pacific/Kiritimati", "UTC", undefined])("in %s", (zone) => {
    expect(formatListDate("2026-11-22", zone)).toBe("Nov 22, 2026");
    expect(formatLongDate("2026-11-22", zone)).toBe("November 22, 2026");
    expect(toDateOnly("2026-01-01", zone)).toBe("2026-01-01");
  });

  it("uses the runtime zone without shifting", () => {
    expect(new Date("2026-11-22").getDate()).toBe(21); // proves the test zone is west of UTC
    expect(formatListDate("2026-11-22")).toBe("Nov 22, 2026");
  });
});

describe("instants", () => {
  const instant = "2026-11-22T03:30:00Z";

  it("are shown in the given time zone", () => {
    expect(formatListDate(instant, "UTC")).toBe("Nov 22, 2026");
    expect(formatListDate(instant, "America/New_York")).toBe("Nov 21, 2026");
    expect(formatLongDate(new Date(instant), "Asia/Tokyo")).toBe("November 22, 2026");
    expect(formatMessageTime(instant, "UTC")).toBe("Nov 22, 03:30");
    expect(formatMessageTime(instant, "America/New_York")).toBe("Nov 21, 22:30");
    expect(formatMessageTime(Date.parse(instant), "Asia/Kolkata")).toBe("Nov 22, 09:00");
  });

  it("use a 24-hour clock with 00 at midnight", () => {
    expect(formatMessageTime("2026-03-05T00:07:00Z", "UTC")).toBe("Mar 5, 00:07");
    expect(formatMessageTime("2026-09-30T23:59:00Z", "UTC")).toBe("Sep 30, 23:59");
  });

  it("fall back to the runtime zone", () => {
    expect(formatMessageTime(instant)).toBe("Nov 21, 19:30");
    expect(formatMessageTime(instant, "Not/AZone")).toBe("Nov 21, 19:30");
  });

  it("give the business's calendar day", () => {
    expect(toDateOnly(instant, "America/New_York")).toBe("2026-11-21");
    expect(toDateOnly(instant, "Asia/Tokyo")).toBe("2026-11-22");
  });

  it.each([
    [0, "Jan"], [1, "Feb"], [2, "Mar"], [3, "Apr"], [4, "May"], [5, "Jun"],
    [6, "Jul"], [7, "Aug"], [8, "Sep"], [9, "Oct"], [10, "Nov"], [11, "Dec"],
  ])("month %i is %s", (month, name) => {
    expect(formatListDate(new Date(Date.UTC(2026, month, 15, 12)), "UTC")).toBe(`${name} 15, 2026`);
  });
});

describe("missing or invalid values", () => {
  it.each([null, undefined, "", "not a date", "2026-02-30", "2026-13-01", Number.NaN])("%j → empty", (value) => {
    expect(formatListDate(value)).toBe("");
    expect(formatLongDate(value)).toBe("");
    expect(formatMessageTime(value)).toBe("");
    expect(toDateOnly(value)).toBeNull();
  });
});
