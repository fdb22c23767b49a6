import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { businessTimeZone } from "@/lib/scheduling/calendar/business-time-zone";
import { createJob } from "@/lib/scheduling/jobs/create-job";
import { extendVisitHorizons } from "@/lib/scheduling/series/extend-visit-horizons";
import { jobFieldsSchema } from "@/lib/scheduling/jobs/job-schema";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { SCHEDULING_NOW, schedulingWorld, weeklyJob } from "./fixtures";

/*
 * The horizon task (lib/scheduling/series/extend-visit-horizons.ts) against the mutants that survived
 * the scheduling-visits-a-e run (28 Nov): what it reports, and where a lagging series starts
 * again, where a new job starts, and the business's zone. Other test files share the database
 * and its task, so the counts are lower bounds.
 */
describe("extendVisitHorizons", () => {
  it("restarts a lagging series from today, never in the past, and reports what it wrote", async () => {
    const world = await schedulingWorld();
    // A weekly Monday job whose horizon stopped on 12 January (the task did not run for weeks).
    await db.execute(sql`
      insert into job_series (business_id, customer_id, service_id, title, start_date, start_time, duration_minutes, time_zone, rrule, generated_until)
      values (${world.business.id}, ${world.customer.id}, ${world.service.id}, 'Lagging job', '2026-01-05', '09:00', 45, 'America/New_York', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO', '2026-01-12')`);
    const [series] = await db.select().from(s.jobSeries).where(and(eq(s.jobSeries.businessId, world.business.id), eq(s.jobSeries.title, "Lagging job")));

    const result = await extendVisitHorizons(db, SCHEDULING_NOW);

    const visits = await db.select().from(s.jobs).where(eq(s.jobs.seriesId, series.id)).orderBy(asc(s.jobs.scheduledDate));
    const dates = visits.map((v) => toWallClock(v.scheduledDate, "America/New_York").date);
    // Today (Monday 2 March) to the horizon (27 April): nine Mondays, none of the missed ones.
    expect(dates).toEqual(["2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23", "2026-03-30", "2026-04-06", "2026-04-13", "2026-04-20", "2026-04-27"]);
    expect(result.visits).toBeGreaterThanOrEqual(9);
    expect(result.series).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, series.id));
    expect(after.generatedUntil).toBe("2026-04-27");
  });

  it("a recurring job that started in the past gets visits from today on; a one-off keeps its own date", async () => {
    const world = await schedulingWorld();
    const dates = async (seriesId: string) =>
      (await db.select().from(s.jobs).where(eq(s.jobs.seriesId, seriesId)).orderBy(asc(s.jobs.scheduledDate))).map((v) => toWallClock(v.scheduledDate, "America/New_York").date);
    // Weekly on Mondays from 2 February; today is Monday 2 March.
    const { id: weekly } = await weeklyJob(world, { startDate: "2026-02-02" });
    const weeklyDates = await dates(weekly);
    expect(weeklyDates[0]).toBe("2026-03-02");
    expect(weeklyDates).toHaveLength(9);
    // A one-off dated last week is recorded on that day (a job done before it was entered).
    const { id: pastOneOff } = await createJob(
      world.scope,
      jobFieldsSchema.parse({ customerId: world.customer.id, title: "Done last week", startDate: "2026-02-23", startTime: "10:00", durationMinutes: 30 }),
      SCHEDULING_NOW,
    );
    expect(await dates(pastOneOff)).toEqual(["2026-02-23"]);
    // A weekly job that starts next month starts then.
    const { id: later } = await weeklyJob(world, { startDate: "2026-04-06" });
    expect((await dates(later))[0]).toBe("2026-04-06");
  });

  it("a sweep limited to some businesses leaves every other business's series as they were", async () => {
    const [mine, other] = [await schedulingWorld(), await schedulingWorld()];
    const lagging = async (world: typeof mine) => {
      const [row] = await db.execute<{ id: string }>(sql`
        insert into job_series (business_id, customer_id, service_id, title, start_date, start_time, duration_minutes, time_zone, rrule, generated_until, paused_until)
        values (${world.business.id}, ${world.customer.id}, ${world.service.id}, 'Paused lagging job', '2026-01-05', '09:00', 45, 'America/New_York', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO', '2026-01-12', '2026-02-16')
        returning id`);
      return row.id;
    };
    const [mineId, otherId] = [await lagging(mine), await lagging(other)];
    await extendVisitHorizons(db, SCHEDULING_NOW, { businessIds: [mine.business.id] });
    const seriesOf = async (id: string) => (await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id)))[0];
    // Mine: the pause that ended is over and the visits reach the horizon; the other business: untouched.
    expect(await seriesOf(mineId)).toMatchObject({ pausedUntil: null, generatedUntil: "2026-04-27" });
    expect(await seriesOf(otherId)).toMatchObject({ pausedUntil: "2026-02-16", generatedUntil: "2026-01-12" });
    expect(await db.select().from(s.jobs).where(eq(s.jobs.seriesId, otherId))).toHaveLength(0);
  });
});

describe("businessTimeZone", () => {
  it("is the business's own zone, and New York's for an id that names no business", async () => {
    const tokyo = await schedulingWorld({ timezone: "Asia/Tokyo" });
    expect(await businessTimeZone(tokyo.scope)).toBe("Asia/Tokyo");
    expect(await businessTimeZone({ businessId: randomUUID() })).toBe("America/New_York");
  });
});
