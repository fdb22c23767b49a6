import { describe, expect, it } from "vitest";
import { calendarDayLabel, moveAnnouncement } from "@/lib/scheduling/calendar/move-announcement";

// The calendar's aria-live line after a drag or the move dialog: a screen-reader user hears only
// this, so its every word is pinned.
describe("moveAnnouncement, word for word", () => {
  it("leaves out 'with …' for a visit nobody is assigned to", () => {
    expect(moveAnnouncement({ title: "Mowing", dayLabel: "Tue, Jan 8", time: "09:00", employeeName: null, doubleBookedWith: [] })).toBe(
      "Moved Mowing to Tue, Jan 8 at 09:00.",
    );
  });

  it("names every clash, separated by commas, and says 'the employee' when the name is unknown", () => {
    expect(
      moveAnnouncement({
        title: "Mowing",
        dayLabel: "Wed, Jan 9",
        time: "13:30",
        employeeName: null,
        doubleBookedWith: [
          { title: "Hedges", customerName: "Jane Smith" },
          { title: "Gutters", customerName: "Ravi Patel" },
        ],
      }),
    ).toBe("Moved Mowing to Wed, Jan 9 at 13:30. Double-booked: the employee also has Hedges (Jane Smith), Gutters (Ravi Patel) at that time.");
  });
});

describe("calendarDayLabel", () => {
  // The machine's zone cannot be changed inside a test in every runner (worker threads keep the
  // zone they started with), so the "UTC" that keeps the label on its date is asserted only as
  // far as a UTC machine can: a mis-spelt zone throws, a missing option formats differently.
  it("is the short weekday, month and day of the local date", () => {
    expect(calendarDayLabel("2026-11-24")).toBe("Tue, Nov 24");
    expect(calendarDayLabel("2026-03-08")).toBe("Sun, Mar 8");
    expect(calendarDayLabel("2027-01-01")).toBe("Fri, Jan 1");
  });
});
