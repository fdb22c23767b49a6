import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { createBusiness, unique } from "@/tests/support/portal-fixtures";

/**
 * A business that takes online bookings: weekly mowing priced as the demo's (issue 39 item 8),
 * one add-on, and a webhook endpoint listening for bookings.
 */
export async function bookingBusiness() {
  const business = await createBusiness(db, { timezone: "America/New_York" });
  const [mowing] = await db.insert(s.services).values({ businessId: business.id, name: "Weekly Mowing", priceCents: 4_500, billingMethod: "per_visit", isRecurring: true, recurringInterval: "week", durationMinutes: 45 }).returning();
  await db.insert(s.servicePricing).values({
    businessId: business.id, serviceId: mowing.id, measureName: "Lawn size", measureUnit: "sq ft", basePriceCents: 3_500, includedUnits: 5_000, unitStep: 1_000,
    stepPriceCents: 400, minimumCents: 4_000, baseMinutes: 45, stepMinutes: 5, frequencies: ["weekly", "every_2_weeks", "one_time"], discountBps: { weekly: 1_000, every_2_weeks: 500 },
  });
  const [edging] = await db.insert(s.serviceAddOns).values({ businessId: business.id, serviceId: mowing.id, name: "Bag and haul clippings", priceCents: 800, extraMinutes: 10 }).returning();
  const [endpoint] = await db.insert(s.webhookEndpoints).values({ businessId: business.id, url: "https://hooks.example.test/in", events: ["booking.created", "customer.created"], secret: "whsec_test" }).returning();
  const [home] = await db.select().from(s.locations).where(eq(s.locations.businessId, business.id));
  // The owner mows every day from 8:00 to 18:00, so every §9 window is open until booked.
  const [crew] = await db.select().from(s.businessMembers).where(eq(s.businessMembers.businessId, business.id));
  await db.insert(s.memberWorkingHours).values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ businessId: business.id, memberId: crew.id, weekday, startMinute: 480, endMinute: 1080 })));
  return { business, mowing, edging, endpoint, home, crew };
}

/** A date `days` after today in New York, as /book sends it. */
export const localDateAhead = (days: number) => addDays(toWallClock(new Date(), "America/New_York").date, days);

export const bookingBody = (world: Awaited<ReturnType<typeof bookingBusiness>>, overrides: Record<string, unknown> = {}) => ({
  serviceId: world.mowing.id,
  frequency: "weekly",
  measure: 9_000,
  addOnIds: [],
  address: "118 Brookside Drive",
  city: "Columbus",
  state: "OH",
  zip: "43209",
  date: localDateAhead(3),
  windowStart: 480,
  firstName: "Nora",
  lastName: "Visitor",
  email: `${unique("booker")}@example.test`,
  phone: `(614) 555-${String(1000 + Math.floor(Math.random() * 8999))}`,
  signIn: "password",
  password: "Booking123!",
  acceptTerms: true,
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "spring",
  ...overrides,
});
