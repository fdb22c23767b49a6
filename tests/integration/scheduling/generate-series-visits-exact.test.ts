import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { generateSeriesVisits } from "@/lib/scheduling/series/generate-series-visits";
import { schedulingWorld } from "./fixtures";

/**
 * A series' horizon only moves forward (lib/scheduling/series/generate-series-visits.ts): generating an
 * earlier range adds what is missing there and leaves `generated_until` where it was; a later
 * range moves it. Mutation testing found no test that generated for a series that had a horizon.
 * The dates are in 2030, past every horizon the other files' extendVisitHorizons calls reach
 * (they share the database): the task never touches this series while the test runs.
 */
describe("generateSeriesVisits on a series that already has a horizon", () => {
  it("never moves generated_until back, and moves it forward to a later end", async () => {
    const world = await schedulingWorld();
    await db.execute(sql`
      insert into job_series (business_id, customer_id, service_id, title, start_date, start_time, duration_minutes, time_zone, rrule, generated_until)
      values (${world.business.id}, ${world.customer.id}, ${world.service.id}, 'Horizon job', '2030-03-04', '09:00', 45, 'America/New_York', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO', '2030-04-29')`);
    const [series] = await db.select().from(s.jobSeries).where(and(eq(s.jobSeries.businessId, world.business.id), eq(s.jobSeries.title, "Horizon job")));
    const horizon = async () => (await db.select({ until: s.jobSeries.generatedUntil }).from(s.jobSeries).where(eq(s.jobSeries.id, series.id)))[0].until;

    expect(await generateSeriesVisits(db, series, "2030-03-04", "2030-03-18")).toBe(3);
    expect(await horizon()).toBe("2030-04-29");

    expect(await generateSeriesVisits(db, { ...series, generatedUntil: "2030-04-29" }, "2030-03-04", "2030-05-06")).toBe(7);
    expect(await horizon()).toBe("2030-05-06");
    const visits = await db.select({ id: s.jobs.id }).from(s.jobs).where(eq(s.jobs.seriesId, series.id));
    expect(visits).toHaveLength(10);
  });
});
