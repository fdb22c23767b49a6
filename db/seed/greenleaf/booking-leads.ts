import { and, desc, eq } from "drizzle-orm";
import * as schema from "../../schema";
import { type SeedContext, daysAgo, localTime } from "../context";
import { GREENLEAF_TIMEZONE, type GreenleafBase } from "./business";
import type { GreenleafLocations } from "./dayton";

type Lead = Omit<typeof schema.bookingLeads.$inferInsert, "businessId" | "visitToken">;

/**
 * Greenleaf's visits of /book (issue 39 item 6), so Service requests → Leads and Reports →
 * Booking funnel are not empty in the demo: two visitors who left their details and stopped
 * (one with only a phone), one who went to Checkout for aeration's deposit and left, one outside
 * every service area, one from the newsletter who booked — a booking on a customer already
 * mowed weekly — and a few visits that priced or only looked. Prices are the rule's (a 9,000 sq
 * ft lawn: $45.90 weekly; 8,000: $42.30; 6,000 every 2 weeks: $38.00; 10,000: $52.25; aeration 7,000: $95.00).
 */
export async function seedGreenleafBookingLeads(ctx: SeedContext, base: GreenleafBase, locations: GreenleafLocations) {
  const businessId = base.business.id;
  const mowing = base.services["Weekly Mowing"];
  const aeration = base.services["Lawn Aeration"];
  const columbus = locations.columbus.id;
  const [series] = await ctx.tx
    .select({ id: schema.jobSeries.id, customerId: schema.jobSeries.customerId })
    .from(schema.jobSeries)
    .where(and(eq(schema.jobSeries.businessId, businessId), eq(schema.jobSeries.serviceId, mowing.id)))
    .orderBy(desc(schema.jobSeries.createdAt))
    .limit(1);
  const bookedAt = daysAgo(ctx.now, 3);
  const [booking] = series
    ? await ctx.tx
        .insert(schema.bookings)
        .values({
          businessId, locationId: columbus, customerId: series.customerId, seriesId: series.id, serviceId: mowing.id, frequency: "weekly", measure: 9_000,
          listCents: 5_100, discountBps: 1_000, pricePerVisitCents: 4_590, firstVisitCents: 5_100, depositCents: 0, durationMinutes: 65,
          firstVisitAt: localTime(ctx.now, 4, 10, 0, GREENLEAF_TIMEZONE), status: "confirmed", byExistingCustomer: true,
          utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring", createdAt: bookedAt, updatedAt: bookedAt,
        })
        .returning({ id: schema.bookings.id })
    : [];
  const mowed = (frequency: "weekly" | "every_2_weeks", measure: number, quotedCents: number) => ({ serviceId: mowing.id, frequency, measure, quotedCents, zip: "43214", locationId: columbus });
  const leads: Array<Lead & { token: string; days: number }> = [
    { token: "demo-lead-emma-collins", days: 1, step: "contact", ...mowed("weekly", 8_000, 4_230), firstName: "Emma", lastName: "Collins", email: "emma.collins@example.com", utmSource: "google", utmMedium: "cpc", utmCampaign: "spring" },
    { token: "demo-lead-marcus-reed", days: 2, step: "contact", ...mowed("every_2_weeks", 6_000, 3_800), firstName: "Marcus", lastName: "Reed", phone: "(614) 555-0142" },
    { token: "demo-lead-priya-shah", days: 4, step: "checkout", serviceId: aeration.id, frequency: "one_time", measure: 7_000, quotedCents: 9_500, zip: "43221", locationId: columbus, firstName: "Priya", lastName: "Shah", email: "priya.shah@example.com", phone: "(614) 555-0178", checkoutStartedAt: daysAgo(ctx.now, 4), utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" },
    { token: "demo-lead-out-of-area", days: 5, step: "contact", outOfArea: true, serviceId: mowing.id, frequency: "weekly", zip: "90210", firstName: "Jordan", lastName: "Blake", email: "jordan.blake@example.com" },
    ...(booking ? [{ token: "demo-lead-newsletter-booked", days: 3, step: "booked", ...mowed("weekly", 9_000, 4_590), bookingId: booking.id, utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" }] : []),
    { token: "demo-visit-newsletter-priced", days: 2, step: "priced", ...mowed("weekly", 12_000, 5_670), utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" },
    { token: "demo-visit-newsletter-looked", days: 1, step: "visited", utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" },
    { token: "demo-visit-google-priced", days: 3, step: "priced", ...mowed("weekly", 5_000, 3_600), utmSource: "google", utmMedium: "cpc", utmCampaign: "spring" },
    { token: "demo-visit-direct-looked", days: 6, step: "visited" },
    { token: "demo-visit-direct-priced", days: 6, step: "priced", ...mowed("every_2_weeks", 10_000, 5_225) },
  ];
  await ctx.tx.insert(schema.bookingLeads).values(
    leads.map(({ token, days, ...lead }) => ({ businessId, visitToken: token, ...lead, createdAt: daysAgo(ctx.now, days), updatedAt: daysAgo(ctx.now, days) })),
  );
}
