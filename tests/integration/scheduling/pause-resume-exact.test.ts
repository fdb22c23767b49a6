import { and, asc, eq, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { MAX_PAUSE_DAYS, pauseSeries } from "@/lib/scheduling/series/pause-series";
import { resumeSeries } from "@/lib/scheduling/series/resume-series";
import { schedulingWorld, weeklyJob } from "./fixtures";

/**
 * Pausing and resuming a recurring job, exactly: the last day a pause may end on (a year and a
 * day ahead is too far), the field each refusal names, where visit generation starts for a job
 * that began before today (no visits back-filled into the past) or begins later, a cancelled
 * job that gets nothing back on resume, and the resume's audit row. pause-and-shift.test.ts
 * covers the paths; mutation testing found these unasserted.
 */

type World = Awaited<ReturnType<typeof schedulingWorld>>;
const actorOf = (w: World) => ({ businessId: w.business.id, userId: w.business.owner.id });
const visitsOf = (seriesId: string) => db.select().from(s.jobs).where(eq(s.jobs.seriesId, seriesId)).orderBy(asc(s.jobs.scheduledDate));
// 2030, out of reach of other files' extendVisitHorizons runs on the shared database (they run
// at dates up to May 2026, and end the pauses they reach).
const NOW = new Date("2030-03-04T12:00:00Z"); // Monday 4 March 2030, 07:00 in New York
const today = "2030-03-04";
const job = (w: World, extra: Parameters<typeof weeklyJob>[1] = {}) => weeklyJob(w, { startDate: today, ...extra }, NOW);

describe("how long a pause may last", () => {
  it(`ends at most ${MAX_PAUSE_DAYS} days after today: that day is accepted, the next refused on the field "until"`, async () => {
    const w = await schedulingWorld();
    const { id } = await job(w);
    expect(MAX_PAUSE_DAYS).toBe(366);
    await expect(pauseSeries(actorOf(w), { jobId: id, until: "2031-03-06" }, NOW)).rejects.toMatchObject({
      code: "invalid",
      message: "A pause can last at most a year",
      field: "until",
    });
    await expect(pauseSeries(actorOf(w), { jobId: id, until: "2031-03-05" }, NOW)).resolves.toMatchObject({ jobId: id, pausedUntil: "2031-03-05" });
  });

  it('a resume date of today is refused on the field "until"; tomorrow is accepted', async () => {
    const w = await schedulingWorld();
    const { id } = await job(w);
    await expect(pauseSeries(actorOf(w), { jobId: id, until: today }, NOW)).rejects.toMatchObject({
      code: "invalid",
      message: "The resume date must be after today",
      field: "until",
    });
    await expect(pauseSeries(actorOf(w), { jobId: id, until: "2030-03-05" }, NOW)).resolves.toMatchObject({ pausedUntil: "2030-03-05", skippedVisits: 1 });
  });
});

describe("where generation starts after a pause or a resume", () => {
  it("a job that began weeks ago gets no visits back-filled before today, on pause nor on resume", async () => {
    const w = await schedulingWorld();
    // Created today with a start four weeks back: its visits begin today.
    const { id } = await job(w, { startDate: "2030-02-04" });
    const before = await visitsOf(id);
    expect(before[0].occurrenceDate).toBe(today);

    await pauseSeries(actorOf(w), { jobId: id, until: "2030-03-18" }, NOW);
    const past = () => db.select().from(s.jobs).where(and(eq(s.jobs.seriesId, id), lt(s.jobs.occurrenceDate, today)));
    expect(await past()).toEqual([]);

    const tuesday = new Date(NOW.getTime() + 86_400_000);
    await resumeSeries(actorOf(w), id, tuesday);
    expect(await past()).toEqual([]);
    expect((await visitsOf(id)).map((v) => [v.occurrenceDate, v.status])).toEqual(before.map((v) => [v.occurrenceDate, v.occurrenceDate === today ? "skipped" : "scheduled"]));
  });

  it("a job that begins later is generated from its own start", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w, { startDate: "2030-03-18" });
    await pauseSeries(actorOf(w), { jobId: id, until: "2030-04-01" }, NOW);
    const visits = await visitsOf(id);
    expect(visits.slice(0, 3).map((v) => [v.occurrenceDate, v.status, v.skipReason])).toEqual([
      ["2030-03-18", "skipped", "paused"],
      ["2030-03-25", "skipped", "paused"],
      ["2030-04-01", "scheduled", null],
    ]);
  });
});

describe("resume", () => {
  it("writes job.resumed on the job with the old resume date and how many visits came back", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w);
    await pauseSeries(actorOf(w), { jobId: id, until: "2030-03-25" }, NOW);
    const result = await resumeSeries(actorOf(w), id, NOW);
    expect(result).toEqual({ jobId: id, restoredVisits: 3 });
    const audit = await db
      .select({ actorType: s.auditLog.actorType, actorId: s.auditLog.actorId, targetType: s.auditLog.targetType, targetId: s.auditLog.targetId, meta: s.auditLog.meta })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.businessId, w.business.id), eq(s.auditLog.action, "job.resumed")));
    expect(audit).toEqual([{ actorType: "staff", actorId: w.business.owner.id, targetType: "job", targetId: id, meta: { from: "2030-03-25", to: null, restoredVisits: 3 } }]);
  });

  it("a cancelled job's pause ends without generating it any visit", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w);
    await pauseSeries(actorOf(w), { jobId: id, until: "2030-03-25" }, NOW);
    // Cancelled while paused: no visit of its own left to come back.
    await db.update(s.jobSeries).set({ status: "cancelled" }).where(eq(s.jobSeries.id, id));
    await db.delete(s.jobs).where(eq(s.jobs.seriesId, id));
    await resumeSeries(actorOf(w), id, NOW);
    expect(await visitsOf(id)).toEqual([]);
    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(series).toMatchObject({ status: "cancelled", pausedUntil: null, pausedFrom: null });
  });
});
