import { and, eq, gte, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { DEMO_LOCATIONS, DEMO_SUBDOMAINS } from "@/db/seed/demo-constants";
import { listFreeSlots } from "@/lib/booking/availability/free-slots";
import { addDays, isoWeekday } from "@/lib/scheduling/recurrence/local-date";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";

/**
 * The demo's working week (db/seed/working-week.ts) as online booking offers it: weekdays all of
 * §9's windows, Saturday the morning ones, Sunday nothing — for Greenleaf, its Dayton branch and
 * Sparkle. A week far enough ahead that no seeded visit is in it (checked, not assumed).
 */
async function businessOf(subdomain: string) {
  const [row] = await db.select({ id: s.businesses.id, timezone: s.businesses.timezone }).from(s.businesses).where(eq(s.businesses.portalSubdomain, subdomain));
  return row;
}

function farMonday(timeZone: string): string {
  const today = toWallClock(new Date(), timeZone).date;
  const ahead = addDays(today, 400);
  return addDays(ahead, -isoWeekday(ahead));
}

const byWeekday = (windows: Array<{ date: string; start: number }>, monday: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((offset) => windows.filter((w) => w.date === addDays(monday, offset)).map((w) => w.start));

const WEEK = [...Array(5).fill([480, 600, 720, 840, 960]), [480, 600], []];

describe("free windows on the demo data", () => {
  for (const subdomain of [DEMO_SUBDOMAINS.greenleaf, DEMO_SUBDOMAINS.sparkle]) {
    it(`${subdomain}: weekdays every window, Saturday mornings, Sunday none`, async () => {
      const business = await businessOf(subdomain);
      const monday = farMonday(business.timezone ?? "America/New_York");
      const sunday = addDays(monday, 6);
      const visits = await db
        .select({ id: s.jobs.id })
        .from(s.jobs)
        .where(and(eq(s.jobs.businessId, business.id), gte(s.jobs.scheduledDate, new Date(`${addDays(monday, -1)}T00:00:00Z`)), lt(s.jobs.scheduledDate, new Date(`${addDays(sunday, 2)}T00:00:00Z`))));
      expect(visits).toEqual([]);
      const { windows } = await listFreeSlots({ businessId: business.id, durationMinutes: 60, from: monday, to: sunday });
      expect(byWeekday(windows, monday)).toEqual(WEEK);
      // Two hours from 10:00 end at noon, Saturday's end: still offered; from 12:00 it is not.
      const long = await listFreeSlots({ businessId: business.id, durationMinutes: 120, from: addDays(monday, 5), to: addDays(monday, 5) });
      expect(long.windows.map((w) => w.label)).toEqual(["8:00-10:00 AM", "10:00 AM-12:00 PM"]);
    });
  }

  it("Greenleaf's Dayton branch offers its own crew's week (and Marcus, who works everywhere)", async () => {
    const business = await businessOf(DEMO_SUBDOMAINS.greenleaf);
    const [dayton] = await db.select({ id: s.locations.id }).from(s.locations).where(and(eq(s.locations.businessId, business.id), eq(s.locations.name, DEMO_LOCATIONS.dayton)));
    const monday = farMonday(business.timezone ?? "America/New_York");
    const { windows } = await listFreeSlots({ businessId: business.id, locationId: dayton.id, durationMinutes: 60, from: monday, to: addDays(monday, 6) });
    expect(byWeekday(windows, monday)).toEqual(WEEK);
  });
});
