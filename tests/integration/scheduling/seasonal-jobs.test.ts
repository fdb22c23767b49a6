import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getJob, PATCH as patchJob } from "@/app/api/v1/jobs/[id]/route";
import { POST as postJob } from "@/app/api/v1/jobs/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { extendVisitHorizons } from "@/lib/scheduling/series/extend-visit-horizons";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { mondayAhead } from "@/tests/support/weekly-job";
import { SCHEDULING_NOW, schedulingWorld, weeklyJob } from "./fixtures";

/* Issue 37 item 7: a job may have months active; visits only inside them; the next season comes back by itself. */
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const datesOf = async (seriesId: string) =>
  (await db.select().from(s.jobs).where(eq(s.jobs.seriesId, seriesId)).orderBy(asc(s.jobs.scheduledDate))).map((v) => toWallClock(v.scheduledDate, "America/New_York").date);

describe("a seasonal job (April–October)", () => {
  it("has visits only inside its season, and its next season comes back without anyone touching it", async () => {
    const world = await schedulingWorld();
    // Created Monday 2 March; the horizon reaches 27 April: April's Mondays only.
    const { id } = await weeklyJob(world, { season: { startMonth: 4, endMonth: 10 } });
    expect(await datesOf(id)).toEqual(["2026-04-06", "2026-04-13", "2026-04-20", "2026-04-27"]);
    const [row] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect([row.seasonStartMonth, row.seasonEndMonth]).toEqual([4, 10]);

    // Late October: the season's last Mondays, then nothing through the winter — and the job stays active.
    await extendVisitHorizons(db, new Date("2026-10-20T12:00:00Z"), { businessIds: [world.business.id] });
    const autumn = await datesOf(id);
    expect(autumn.at(-1)).toBe("2026-10-26");
    expect(autumn.some((d) => d >= "2026-11-01" && d < "2027-04-01")).toBe(false);
    expect((await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id)))[0].status).toBe("active");

    // 10 March 2027: the horizon (5 May) reaches the next season, whose visits appear by themselves.
    // Only this business: a sweep months ahead would end the pauses of the demo businesses sharing the database.
    await extendVisitHorizons(db, new Date("2027-03-10T12:00:00Z"), { businessIds: [world.business.id] });
    const spring = (await datesOf(id)).filter((d) => d >= "2027-01-01");
    expect(spring).toEqual(["2027-04-05", "2027-04-12", "2027-04-19", "2027-04-26", "2027-05-03"]);
  });
});

describe("API v1 seasons", () => {
  it("creates, reads and changes a job's season; a month out of 1–12 is a 422", async () => {
    const world = await schedulingWorld();
    const { key } = await createApiKey(db, world.business.id, ["view_jobs", "manage_schedule"]);
    const start = mondayAhead();
    // The month after the start's: always inside the 8-week horizon.
    const nextMonth = (Number(start.slice(5, 7)) % 12) + 1;
    const body = {
      customer_id: world.customer.id, service_id: world.service.id, title: "Seasonal mowing", start_date: start, start_time: "09:00", duration_minutes: 45,
      recurrence: { frequency: "weekly", interval: 1, by_weekday: ["MO"] },
    };
    const created = await postJob(apiRequest("/jobs", { key, method: "POST", body: { ...body, season: { start_month: nextMonth, end_month: nextMonth } } }));
    expect(created.status).toBe(201);
    const job = await created.json();
    expect(job.season).toEqual({ start_month: nextMonth, end_month: nextMonth });
    const dates = await datesOf(job.id);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d) => Number(d.slice(5, 7)) === nextMonth)).toBe(true);

    // All year again: the start's own month comes back.
    const patched = await patchJob(apiRequest(`/jobs/${job.id}`, { key, method: "PATCH", body: { season: null } }), params(job.id));
    expect(patched.status).toBe(200);
    expect((await patched.json()).season).toBeNull();
    expect((await datesOf(job.id))[0]).toBe(start);
    expect((await (await getJob(apiRequest(`/jobs/${job.id}`, { key }), params(job.id))).json()).season).toBeNull();

    const bad = await postJob(apiRequest("/jobs", { key, method: "POST", body: { ...body, season: { start_month: 13, end_month: 3 } } }));
    expect(bad.status).toBe(422);
  });
});
