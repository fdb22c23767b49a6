import { describe, expect, it } from "vitest";
import { arrivalWindowsOf, DEFAULT_ARRIVAL_WINDOWS, windowLabel } from "@/lib/booking/availability/arrival-windows";
import { freeMembersAt, localDateRange, offeredWindows, type AvailabilityInput, type MemberHours } from "@/lib/booking/availability/free-slots-core";
import { TIME_SLOTS } from "@/lib/scheduling/calendar/time-slots";

/**
 * The availability rule (lib/booking/availability/free-slots-core.ts): working hours in the
 * zone's wall clock, visits as instants, §9's windows or the business's own. 2026-03-09 is a
 * Monday; New York springs forward on Sunday 2026-03-08 and falls back on Sunday 2026-11-01.
 */
const weekdays = (startMinute: number, endMinute: number, days = [1, 2, 3, 4, 5]) => days.map((weekday) => ({ weekday, startMinute, endMinute }));
const ana: MemberHours = { memberId: "ana", hours: weekdays(480, 1020) };
const ben: MemberHours = { memberId: "ben", hours: weekdays(600, 840) };

function input(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: "America/New_York",
    windows: DEFAULT_ARRIVAL_WINDOWS,
    members: [ana],
    visits: [],
    durationMinutes: 60,
    now: new Date("2026-03-01T00:00:00Z"),
    ...overrides,
  };
}

const starts = (rule: AvailabilityInput, date: string) => offeredWindows(rule, date, date).map((w) => w.start);

describe("arrival windows", () => {
  it("labels §9's slots in the spec's own words and sorts a business's own windows", () => {
    expect(DEFAULT_ARRIVAL_WINDOWS.map(windowLabel)).toEqual([...TIME_SLOTS]);
    expect(windowLabel({ start: 450, end: 570 })).toBe("7:30-9:30 AM");
    expect(arrivalWindowsOf([{ start: 780, end: 900 }, { start: 420, end: 540 }])).toEqual([{ start: 420, end: 540 }, { start: 780, end: 900 }]);
    expect(arrivalWindowsOf([])).toEqual(DEFAULT_ARRIVAL_WINDOWS);
    expect(arrivalWindowsOf(null)).toEqual(DEFAULT_ARRIVAL_WINDOWS);
  });
});

describe("offered windows", () => {
  it("offers a window only when the whole visit fits in someone's hours that weekday", () => {
    // Ana works 8:00-17:00 Mon-Fri: a 60-minute visit fits every window up to 4:00 PM (ends 17:00).
    expect(starts(input(), "2026-03-09")).toEqual([480, 600, 720, 840, 960]);
    // 61 minutes from 4:00 PM ends at 17:01: past her end.
    expect(starts(input({ durationMinutes: 61 }), "2026-03-09")).toEqual([480, 600, 720, 840]);
    // Saturday: no row, not working.
    expect(starts(input(), "2026-03-14")).toEqual([]);
    // Ben works 10:00-14:00: a window that starts before his day is not his, 12:00 + 120 min ends exactly at 14:00.
    expect(starts(input({ members: [ben], durationMinutes: 120 }), "2026-03-09")).toEqual([600, 720]);
  });

  it("leaves out the windows a member's visit overlaps, touching ends are no overlap", () => {
    const visits = [{ memberId: "ana", startsAt: new Date("2026-03-09T14:00:00Z"), durationMinutes: 90 }]; // 10:00-11:30 EDT
    expect(starts(input({ visits }), "2026-03-09")).toEqual([480, 720, 840, 960]);
    // A visit ending at 10:00 (8:30-10:00) does not block 10:00, it blocks 8:00.
    const earlier = [{ memberId: "ana", startsAt: new Date("2026-03-09T12:30:00Z"), durationMinutes: 90 }];
    expect(starts(input({ visits: earlier }), "2026-03-09")).toEqual([600, 720, 840, 960]);
    // A second member keeps the window open, and a claim gets the free one.
    const both = input({ members: [ana, { memberId: "cy", hours: weekdays(480, 1020) }], visits });
    expect(starts(both, "2026-03-09")).toEqual([480, 600, 720, 840, 960]);
    expect(freeMembersAt(both, "2026-03-09", 600)).toEqual(["cy"]);
    expect(freeMembersAt(both, "2026-03-09", 480)).toEqual(["ana", "cy"]);
  });

  it("an unassigned visit at that time needs one of the free members", () => {
    const unassigned = [{ memberId: null, startsAt: new Date("2026-03-09T14:00:00Z"), durationMinutes: 60 }];
    expect(starts(input({ visits: unassigned }), "2026-03-09")).toEqual([480, 720, 840, 960]);
    const two = input({ members: [ana, { memberId: "cy", hours: weekdays(480, 1020) }], visits: unassigned });
    expect(freeMembersAt(two, "2026-03-09", 600)).toEqual(["ana"]);
  });

  it("reads the wall clock of the zone on DST days", () => {
    // Sunday 8 March 2026 springs forward. Give Ana Sundays: 8:00 EDT is 12:00Z, not EST's 13:00Z.
    const sundays = input({ members: [{ memberId: "ana", hours: weekdays(480, 1020, [7]) }] });
    const nineEdt = [{ memberId: "ana", startsAt: new Date("2026-03-08T13:00:00Z"), durationMinutes: 60 }];
    expect(starts({ ...sundays, visits: nineEdt }, "2026-03-08")).toEqual([480, 600, 720, 840, 960]);
    const eightEdt = [{ memberId: "ana", startsAt: new Date("2026-03-08T12:00:00Z"), durationMinutes: 60 }];
    expect(starts({ ...sundays, visits: eightEdt }, "2026-03-08")).toEqual([600, 720, 840, 960]);
    // Sunday 1 November 2026 falls back: 8:00 is EST again, 13:00Z.
    const eightEst = [{ memberId: "ana", startsAt: new Date("2026-11-01T13:00:00Z"), durationMinutes: 60 }];
    expect(starts({ ...sundays, visits: eightEst }, "2026-11-01")).toEqual([600, 720, 840, 960]);
  });

  it("never offers a window that has already started", () => {
    const now = new Date("2026-03-09T15:00:00Z"); // 11:00 EDT
    expect(starts(input({ now }), "2026-03-09")).toEqual([720, 840, 960]);
    expect(starts(input({ now: new Date("2026-03-09T12:00:00Z") }), "2026-03-09")).toEqual([600, 720, 840, 960]);
  });

  it("offers a business's own windows with their labels, per date of the range", () => {
    const own = input({ windows: [{ start: 450, end: 510 }, { start: 1020, end: 1080 }] });
    // 7:30 is before Ana's 8:00 start, 17:00 is her end: neither fits.
    expect(offeredWindows(own, "2026-03-09", "2026-03-10")).toEqual([]);
    const early = input({ windows: [{ start: 480, end: 540 }, { start: 900, end: 990 }] });
    expect(offeredWindows(early, "2026-03-13", "2026-03-14")).toEqual([
      { date: "2026-03-13", start: 480, end: 540, label: "8:00-9:00 AM" },
      { date: "2026-03-13", start: 900, end: 990, label: "3:00-4:30 PM" },
    ]);
  });

  it("is empty with nobody's hours and for an inverted range", () => {
    expect(offeredWindows(input({ members: [] }), "2026-03-09", "2026-03-13")).toEqual([]);
    expect(localDateRange("2026-03-10", "2026-03-09")).toEqual([]);
    expect(localDateRange("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});
