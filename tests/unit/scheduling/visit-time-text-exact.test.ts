import { afterEach, describe, expect, it, vi } from "vitest";
import { visitTimeText } from "@/lib/scheduling/reminders/visit-time-text";

/**
 * Pins the visit time customers read in reminders and notices. ICU 72–77 (many Node releases
 * and browsers) put a narrow no-break space before AM/PM and may use no-break spaces elsewhere;
 * the text must come out with plain spaces whichever ICU formats it, so one case replays that
 * ICU's output through a stand-in Intl.DateTimeFormat.
 */
const NY = "America/New_York";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("visitTimeText", () => {
  it("reads the day and time in the zone, with its abbreviation, across the March DST change", () => {
    expect(visitTimeText(new Date("2026-03-07T14:00:00Z"), NY)).toBe("Saturday, March 7 at 9:00 AM EST");
    expect(visitTimeText(new Date("2026-03-08T13:00:00Z"), NY)).toBe("Sunday, March 8 at 9:00 AM EDT");
    expect(visitTimeText(new Date("2026-03-09T17:30:00Z"), NY)).toBe("Monday, March 9 at 1:30 PM EDT");
  });

  it("turns ICU's narrow and plain no-break spaces into plain spaces", () => {
    const Real = Intl.DateTimeFormat;
    class OlderIcu extends Real {
      format(date?: Date | number): string {
        return super.format(date).replace(" AM", "\u202fAM").replace(" PM", "\u202fPM").replace(/ (\d)/, "\u00a0$1");
      }
    }
    vi.stubGlobal("Intl", Object.assign(Object.create(Intl), { DateTimeFormat: OlderIcu }));
    expect(new Intl.DateTimeFormat("en-US", { timeZone: NY, hour: "numeric", minute: "2-digit" }).format(new Date("2026-03-09T17:30:00Z"))).toBe("1:30\u202fPM");
    expect(visitTimeText(new Date("2026-03-09T17:30:00Z"), NY)).toBe("Monday, March 9 at 1:30 PM EDT");
    expect(visitTimeText(new Date("2026-03-07T14:00:00Z"), NY)).toBe("Saturday, March 7 at 9:00 AM EST");
  });
});
