import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { extendVisitHorizons } from "@/lib/scheduling/series/extend-visit-horizons";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { SCHEDULING_NOW, schedulingWorld, weeklyJob } from "./fixtures";

/*
 * Issue 37 item 7: a recurring job that starts more than 8 weeks ahead had no visits until the
 * horizon (counted from today) reached its start. It now counts from the later of today and
 * the start, and the daily task keeps it that way.
 */
const datesOf = async (seriesId: string) =>
  (await db.select().from(s.jobs).where(eq(s.jobs.seriesId, seriesId)).orderBy(asc(s.jobs.scheduledDate))).map((v) => toWallClock(v.scheduledDate, "America/New_York").date);

describe("a recurring job that starts months ahead", () => {
  it("has its first 8 weeks of visits from the day it is created", async () => {
    const world = await schedulingWorld();
    // Booked on Monday 2 March for a weekly Monday mowing from 1 June (13 weeks ahead).
    const { id } = await weeklyJob(world, { startDate: "2026-06-01" });
    expect(await datesOf(id)).toEqual(["2026-06-01", "2026-06-08", "2026-06-15", "2026-06-22", "2026-06-29", "2026-07-06", "2026-07-13", "2026-07-20", "2026-07-27"]);
    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(series.generatedUntil).toBe("2026-07-27");
  });

  it("keeps them through the daily task, which extends it once the start has passed", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world, { startDate: "2026-06-01" });
    // A week later, before the start: nothing to add, nothing lost.
    await extendVisitHorizons(db, new Date("2026-03-09T12:00:00Z"));
    expect(await datesOf(id)).toHaveLength(9);
    // Two weeks after the start (15 June): the horizon runs to 10 August.
    await extendVisitHorizons(db, new Date("2026-06-15T12:00:00Z"));
    const dates = await datesOf(id);
    expect(dates[0]).toBe("2026-06-01");
    expect(dates.at(-1)).toBe("2026-08-10");
    expect(dates).toHaveLength(11);
    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(series.generatedUntil).toBe("2026-08-10");
  });

  it("a series created before this fix, with no visits, gets them from the task", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world, { startDate: "2026-06-01" });
    // As today's code left it: no visits, horizon at today + 56.
    await db.delete(s.jobs).where(eq(s.jobs.seriesId, id));
    await db.update(s.jobSeries).set({ generatedUntil: "2026-04-27" }).where(eq(s.jobSeries.id, id));
    await extendVisitHorizons(db, SCHEDULING_NOW);
    expect(await datesOf(id)).toHaveLength(9);
  });
});
