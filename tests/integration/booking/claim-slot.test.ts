import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { claimSlot, SlotTakenError, SLOT_TAKEN_MESSAGE } from "@/lib/booking/availability/claim-slot";
import { availabilityWorld, giveHours, visitAt } from "./availability-fixtures";

/**
 * Claiming an arrival window inside the booking's transaction (issue 39 item 5): 20 visitors
 * taking the last free window at once → one visit row, 19 conflicts offering the next windows.
 * Runs on the embedded PGlite and on the Postgres server (DATABASE_URL), where the transactions
 * really overlap. 2026-03-09 is a Monday; "now" is fixed before it.
 */
const NOW = new Date("2026-03-01T12:00:00Z");

describe("claimSlot", () => {
  it("20 simultaneous claims of the last free window: exactly one visit, 19 conflicts with the next windows", async () => {
    const world = await availabilityWorld();
    // Ana works Monday 8:00-10:00 (one 2-hour window) and Tuesday 8:00-12:00 (two).
    await giveHours(world.business.id, world.ana.id, 480, 600, [1]);
    await giveHours(world.business.id, world.ana.id, 480, 720, [2]);
    const claim = () =>
      db.transaction((tx) =>
        claimSlot(tx, { businessId: world.business.id, date: "2026-03-09", start: 480, durationMinutes: 120, now: NOW }, async (t, memberId, startsAt) => {
          // The rest of a booking's writes take time: without the lock every claim would see the window free.
          await new Promise((resolve) => setTimeout(resolve, 25));
          const [visit] = await t.insert(s.jobs).values({ businessId: world.business.id, customerId: world.customer.id, assigneeMemberId: memberId, scheduledDate: startsAt, durationMinutes: 120 }).returning({ id: s.jobs.id });
          return visit.id;
        }),
      );
    const results = await Promise.allSettled(Array.from({ length: 20 }, claim));
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const error of lost) {
      expect(error).toBeInstanceOf(SlotTakenError);
      expect(error).toMatchObject({ code: "conflict", message: SLOT_TAKEN_MESSAGE });
      expect((error as SlotTakenError).nextWindows).toEqual([
        { date: "2026-03-10", start: 480, end: 600, label: "8:00-10:00 AM" },
        { date: "2026-03-10", start: 600, end: 720, label: "10:00 AM-12:00 PM" },
        { date: "2026-03-16", start: 480, end: 600, label: "8:00-10:00 AM" },
        { date: "2026-03-17", start: 480, end: 600, label: "8:00-10:00 AM" },
        { date: "2026-03-17", start: 600, end: 720, label: "10:00 AM-12:00 PM" },
      ]);
    }
    const visits = await db.select({ id: s.jobs.id, member: s.jobs.assigneeMemberId, at: s.jobs.scheduledDate }).from(s.jobs).where(eq(s.jobs.businessId, world.business.id));
    expect(visits).toEqual([{ id: (won[0] as PromiseFulfilledResult<string>).value, member: world.ana.id, at: new Date("2026-03-09T12:00:00Z") }]);
  });

  it("gives the visit to the first free member in order; a window not offered is a conflict; a failed insert keeps nothing", async () => {
    const world = await availabilityWorld();
    await giveHours(world.business.id, world.ana.id, 480, 1020, [1]);
    await giveHours(world.business.id, world.ben.id, 480, 1020, [1]);
    await visitAt(world, world.ana.id, new Date("2026-03-09T12:00:00Z"), 60);
    const input = { businessId: world.business.id, date: "2026-03-09", start: 480, durationMinutes: 60, now: NOW };
    const picked = await db.transaction((tx) => claimSlot(tx, input, async (_t, memberId, startsAt) => ({ memberId, startsAt })));
    expect(picked).toEqual({ memberId: world.ben.id, startsAt: new Date("2026-03-09T12:00:00Z") });
    // 8:30 is no window of §9's; a Sunday is nobody's day.
    await expect(db.transaction((tx) => claimSlot(tx, { ...input, start: 510 }, async () => "x"))).rejects.toBeInstanceOf(SlotTakenError);
    await expect(db.transaction((tx) => claimSlot(tx, { ...input, date: "2026-03-08" }, async () => "x"))).rejects.toMatchObject({ code: "conflict" });
    // The lock and the check are the caller's transaction: a throwing insert rolls the whole claim back.
    await expect(
      db.transaction((tx) =>
        claimSlot(tx, input, async (t, memberId, startsAt) => {
          await t.insert(s.jobs).values({ businessId: world.business.id, customerId: world.customer.id, assigneeMemberId: memberId, scheduledDate: startsAt, durationMinutes: 60 });
          throw new Error("payment refused");
        }),
      ),
    ).rejects.toThrow("payment refused");
    const bens = await db.select().from(s.jobs).where(and(eq(s.jobs.businessId, world.business.id), eq(s.jobs.assigneeMemberId, world.ben.id)));
    expect(bens).toEqual([]);
  });
});
