import { describe, expect, it } from "vitest";
import { doubleBookedVisitIds } from "@/lib/scheduling/calendar/double-bookings";
import { moveAnnouncement } from "@/lib/scheduling/calendar/move-announcement";

const visit = (id: string, employeeId: string | null, startsAt: string, durationMinutes = 60, status = "scheduled") => ({ id, employeeId, startsAt, durationMinutes, status });

describe("doubleBookedVisitIds", () => {
  it("flags both visits of an employee that overlap in time, not back-to-back ones", () => {
    const ids = doubleBookedVisitIds([
      visit("a", "e1", "2030-01-07T14:00:00Z", 60),
      visit("b", "e1", "2030-01-07T14:30:00Z", 30),
      visit("c", "e1", "2030-01-07T15:00:00Z", 60), // starts when a ends: no clash
      visit("d", "e2", "2030-01-07T14:00:00Z", 60), // another employee
    ]);
    expect([...ids].sort()).toEqual(["a", "b"]);
  });

  it("catches a short visit inside a long one after a non-overlapping one", () => {
    const ids = doubleBookedVisitIds([
      visit("long", "e1", "2030-01-07T13:00:00Z", 240),
      visit("mid", "e1", "2030-01-07T14:00:00Z", 30),
      visit("late", "e1", "2030-01-07T16:00:00Z", 30),
    ]);
    expect([...ids].sort()).toEqual(["late", "long", "mid"]);
  });

  it("judges a lane in time order, whatever order the visits come in", () => {
    // Later first: a lane read unsorted would see the 9:00 visit start before the 11:00 one ends.
    expect(doubleBookedVisitIds([visit("late", "e1", "2030-01-07T11:00:00Z", 60), visit("early", "e1", "2030-01-07T09:00:00Z", 60)])).toEqual(new Set());
    expect(
      [...doubleBookedVisitIds([visit("c", "e1", "2030-01-07T11:00:00Z", 30), visit("b", "e1", "2030-01-07T10:00:00Z", 120), visit("a", "e1", "2030-01-07T09:00:00Z", 30)])].sort(),
    ).toEqual(["b", "c"]);
  });

  it("keeps the visit that reaches furthest: a later one overlapping only the second is caught", () => {
    // 9:00–9:30, then 10:00–12:00, then 11:00–11:30: the last clashes with the second only.
    const ids = doubleBookedVisitIds([
      visit("a", "e1", "2030-01-07T09:00:00Z", 30),
      visit("b", "e1", "2030-01-07T10:00:00Z", 120),
      visit("c", "e1", "2030-01-07T11:00:00Z", 30),
    ]);
    expect([...ids].sort()).toEqual(["b", "c"]);
  });

  it("ignores unassigned visits and visits that free their time (skipped, cancelled)", () => {
    const ids = doubleBookedVisitIds([
      visit("a", null, "2030-01-07T14:00:00Z"),
      visit("b", null, "2030-01-07T14:00:00Z"),
      visit("c", "e1", "2030-01-07T14:00:00Z"),
      visit("d", "e1", "2030-01-07T14:00:00Z", 60, "skipped"),
      visit("e", "e1", "2030-01-07T14:10:00Z", 60, "cancelled"),
    ]);
    expect(ids.size).toBe(0);
  });
});

describe("moveAnnouncement", () => {
  it("says where the visit went, and whom the employee is double-booked with", () => {
    expect(moveAnnouncement({ title: "Mowing", dayLabel: "Tue, Jan 8", time: "09:00", employeeName: "Marcus Bell", doubleBookedWith: [] })).toBe(
      "Moved Mowing to Tue, Jan 8 at 09:00 with Marcus Bell.",
    );
    expect(
      moveAnnouncement({ title: "Mowing", dayLabel: "Tue, Jan 8", time: "09:00", employeeName: "Marcus Bell", doubleBookedWith: [{ title: "Hedges", customerName: "Jane Smith" }] }),
    ).toBe("Moved Mowing to Tue, Jan 8 at 09:00 with Marcus Bell. Double-booked: Marcus Bell also has Hedges (Jane Smith) at that time.");
  });
});
