import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countQueries, db } from "@/db/client";
import * as s from "@/db/schema";
import { listFreeSlots } from "@/lib/booking/availability/free-slots";
import { availabilityWorld, giveHours, visitAt } from "./availability-fixtures";

/**
 * Free arrival windows from the database (lib/booking/availability/free-slots.ts): hours,
 * visits, location limits and zones, the business's own windows, in three statements.
 * 2026-03-09 is a Monday; "now" is fixed before it.
 */
const NOW = new Date("2026-03-01T12:00:00Z");
const starts = (windows: Array<{ date: string; start: number }>, date: string) => windows.filter((w) => w.date === date).map((w) => w.start);

describe("listFreeSlots", () => {
  it("offers §9's windows someone works, minus those a visit takes, in three statements for two weeks", async () => {
    const world = await availabilityWorld();
    await giveHours(world.business.id, world.ana.id, 480, 1020, [1, 2, 3, 4, 5]);
    await visitAt(world, world.ana.id, new Date("2026-03-09T14:00:00Z"), 60); // 10:00 EDT
    await visitAt(world, world.ana.id, new Date("2026-03-09T18:00:00Z"), 60, "cancelled"); // 2:00 PM, cancelled: free
    await visitAt(world, world.ana.id, new Date("2026-03-10T12:00:00Z"), 60, "skipped");
    const query = { businessId: world.business.id, durationMinutes: 60, from: "2026-03-09", to: "2026-03-22", now: NOW };
    const { result, count } = await countQueries(() => listFreeSlots(query));
    expect(count).toBe(3);
    expect(result.timeZone).toBe("America/New_York");
    expect(result.windows.filter((w) => w.date === "2026-03-09")).toEqual([
      { date: "2026-03-09", start: 480, end: 600, label: "8:00-10:00 AM" },
      { date: "2026-03-09", start: 720, end: 840, label: "12:00-2:00 PM" },
      { date: "2026-03-09", start: 840, end: 960, label: "2:00-4:00 PM" },
      { date: "2026-03-09", start: 960, end: 1080, label: "4:00-6:00 PM" },
    ]);
    expect(starts(result.windows, "2026-03-10")).toEqual([480, 600, 720, 840, 960]);
    expect(starts(result.windows, "2026-03-14")).toEqual([]);
    expect(new Set(result.windows.map((w) => w.date)).size).toBe(10);
  });

  it("a location offers its own members and unlimited ones, in its own zone; elsewhere Ben is not offered", async () => {
    const world = await availabilityWorld();
    await giveHours(world.business.id, world.ben.id, 480, 720, [1]);
    const monday = { businessId: world.business.id, durationMinutes: 120, from: "2026-03-09", to: "2026-03-09", now: NOW };
    // Business-wide (no location), every active member counts; another location leaves Ben out.
    expect(starts((await listFreeSlots(monday)).windows, "2026-03-09")).toEqual([480, 600]);
    const [columbus] = await db.insert(s.locations).values({ businessId: world.business.id, name: "Columbus" }).returning();
    expect((await listFreeSlots({ ...monday, locationId: columbus.id })).windows).toEqual([]);
    const dayton = await listFreeSlots({ ...monday, locationId: world.dayton.id });
    expect(dayton.timeZone).toBe("America/Chicago");
    expect(starts(dayton.windows, "2026-03-09")).toEqual([480, 600]);
    // Ben's 9:00 visit in New York time is 8:00 in Chicago: it takes Dayton's 8:00 window.
    await visitAt(world, world.ben.id, new Date("2026-03-09T13:00:00Z"), 60);
    expect(starts((await listFreeSlots({ ...monday, locationId: world.dayton.id })).windows, "2026-03-09")).toEqual([600]);
    // Ana (no limit) works Dayton too.
    await giveHours(world.business.id, world.ana.id, 480, 720, [1]);
    expect(starts((await listFreeSlots({ ...monday, locationId: world.dayton.id })).windows, "2026-03-09")).toEqual([480, 600]);
  });

  it("an inactive member offers nothing; the business's own windows replace §9's", async () => {
    const world = await availabilityWorld();
    await giveHours(world.business.id, world.ana.id, 420, 1140, [1]);
    await db.insert(s.bookingSettings).values({ businessId: world.business.id, arrivalWindows: [{ start: 1020, end: 1080 }, { start: 420, end: 480 }] });
    const monday = { businessId: world.business.id, durationMinutes: 60, from: "2026-03-09", to: "2026-03-09", now: NOW };
    expect((await listFreeSlots(monday)).windows.map((w) => w.label)).toEqual(["7:00-8:00 AM", "5:00-6:00 PM"]);
    await db.update(s.businessMembers).set({ active: false }).where(eqId(world.ana.id));
    expect((await listFreeSlots(monday)).windows).toEqual([]);
  });

  it("refuses another business's or an archived location, a bad duration and a bad range", async () => {
    const world = await availabilityWorld();
    const other = await availabilityWorld();
    const base = { businessId: world.business.id, durationMinutes: 60, from: "2026-03-09", to: "2026-03-10", now: NOW };
    await expect(listFreeSlots({ ...base, locationId: other.dayton.id })).rejects.toMatchObject({ code: "not_found" });
    await db.update(s.locations).set({ archivedAt: new Date() }).where(eqId(world.dayton.id, s.locations));
    await expect(listFreeSlots({ ...base, locationId: world.dayton.id })).rejects.toMatchObject({ code: "not_found" });
    await expect(listFreeSlots({ ...base, durationMinutes: 0 })).rejects.toMatchObject({ code: "invalid", message: "Invalid value" });
    await expect(listFreeSlots({ ...base, from: "2026-03-11" })).rejects.toMatchObject({ code: "invalid", message: "Invalid value" });
    await expect(listFreeSlots({ ...base, to: "2026-06-30" })).rejects.toMatchObject({ code: "invalid" });
  });
});

function eqId(id: string, table: typeof s.businessMembers | typeof s.locations = s.businessMembers) {
  return eq(table.id, id);
}
