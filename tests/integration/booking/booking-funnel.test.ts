import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { bookingFunnel } from "@/lib/reports/booking-funnel";
import { businessClock } from "@/lib/reports/business-clock";
import { resolveReportRange } from "@/lib/reports/report-range";
import { fromWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { createBusiness } from "@/tests/support/portal-fixtures";
import { bookingBusiness } from "./fixtures";

/** Reports → Booking funnel (issue 39 item 6): visits → priced → booked → paid, overall and per campaign, in the business's months. */
describe("bookingFunnel", () => {
  it("counts each step overall and per campaign in the range's months (New York's), and a limited scope its branches' visits", async () => {
    const world = await bookingBusiness();
    const businessId = world.business.id;
    const clock = await businessClock({ businessId });
    const range = resolveReportRange({ from: clock.currentMonth, to: clock.currentMonth }, clock.currentMonth);
    // The range starts at midnight of the month's first day in New York.
    const start = fromWallClock(`${range.from}-01`, "00:00", "America/New_York");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const newsletter = { utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" };
    let n = 0;
    const lead = (step: s.BookingLeadStep, extra: Partial<typeof s.bookingLeads.$inferInsert> = {}, createdAt = at(60)) =>
      ({ businessId, visitToken: `funnel-visit-${n++}-abcdefghijkl`, step, locationId: world.home.id, createdAt, ...extra });
    await db.insert(s.bookingLeads).values([
      lead("visited", newsletter),
      lead("priced", { ...newsletter, quotedCents: 4_590 }),
      lead("booked", { ...newsletter, quotedCents: 4_590 }),
      lead("paid", { ...newsletter, quotedCents: 4_590 }),
      lead("visited"),
      // Contact details left before any price: not priced.
      lead("contact", { email: "early@example.test" }),
      lead("priced", { quotedCents: 3_600 }),
      lead("priced", { utmSource: "google", utmMedium: "cpc", quotedCents: 3_600 }),
      // One minute before the month began in New York (already this month in UTC for most of the day): not counted.
      lead("paid", newsletter, at(-1)),
      // Outside every area: counted overall (no branch) for a scope that sees every location.
      lead("visited", { locationId: null, outOfArea: true, zip: "90210" }, at(1)),
    ]);
    const stranger = await createBusiness(db);
    await db.insert(s.bookingLeads).values({ businessId: stranger.id, visitToken: "funnel-stranger-abcdefghij", step: "paid", utmSource: "newsletter", createdAt: at(60) });

    const funnel = await bookingFunnel({ businessId }, range, clock.timeZone);
    expect(funnel.overall).toEqual({ source: null, medium: null, campaign: null, visits: 9, priced: 5, booked: 2, paid: 1 });
    // Most visits first; Direct after a named campaign with as many.
    expect(funnel.bySource).toEqual([
      { source: "newsletter", medium: "email", campaign: "spring", visits: 4, priced: 3, booked: 2, paid: 1 },
      { source: null, medium: null, campaign: null, visits: 4, priced: 1, booked: 0, paid: 0 },
      { source: "google", medium: "cpc", campaign: null, visits: 1, priced: 1, booked: 0, paid: 0 },
    ]);

    // A member limited to another branch counts none of these; one limited to the home branch, all but the out-of-area visit.
    const [branch] = await db.insert(s.locations).values({ businessId, name: "Elsewhere", postalCodes: ["45402"] }).returning();
    expect((await bookingFunnel({ businessId, locationIds: [branch.id] }, range, clock.timeZone)).overall.visits).toBe(0);
    expect((await bookingFunnel({ businessId, locationIds: [world.home.id] }, range, clock.timeZone)).overall).toMatchObject({ visits: 8, priced: 5, booked: 2, paid: 1 });
  });
});
