import { and, asc, eq, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { regenerateSeriesVisits } from "@/lib/scheduling/series/regenerate-series-visits";
import { updateJob } from "@/lib/scheduling/jobs/update-job";
import { updateJobSchema } from "@/lib/scheduling/jobs/job-schema";
import { completeVisit } from "@/lib/scheduling/visits/visit-transitions";
import { schedulingWorld, weeklyJob } from "./fixtures";

/**
 * What a changed job does to its visits (regenerate-series-visits.ts), exactly: the visits kept
 * keep their employee, a past cut-off back-fills nothing before today, a cancelled job loses its
 * untouched visits, a pause holds back the visits inside it, and a one-off keeps its single visit
 * (moved with the job, never doubled once done, recreated when it is missing). The job and
 * visit tests cover the common edits; mutation testing found these unasserted.
 */

type World = Awaited<ReturnType<typeof schedulingWorld>>;
// 2030, out of reach of other files' extendVisitHorizons runs on the shared database.
const NOW = new Date("2030-03-04T12:00:00Z"); // Monday 4 March 2030, 07:00 in New York
const today = "2030-03-04";
const job = (w: World, extra: Parameters<typeof weeklyJob>[1] = {}) => weeklyJob(w, { startDate: today, ...extra }, NOW);
const visitsOf = (seriesId: string) => db.select().from(s.jobs).where(eq(s.jobs.seriesId, seriesId)).orderBy(asc(s.jobs.scheduledDate));
const datesOf = async (seriesId: string) => (await visitsOf(seriesId)).map((v) => [v.occurrenceDate, v.status]);
const staff = (w: World) => ({ ...w.scope, memberId: null, managesSchedule: true });
const update = (w: World, input: Record<string, unknown>) => updateJob(w.scope, updateJobSchema.parse(input), NOW);

describe("a recurring job's visits after a change", () => {
  it("the visits kept in place keep their employee and take the new time", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w);
    const before = await visitsOf(id);
    await update(w, { jobId: id, startTime: "14:30" });
    const after = await visitsOf(id);
    expect(after.map((v) => v.id)).toEqual(before.map((v) => v.id));
    expect(after.every((v) => v.assigneeMemberId === w.employee.id)).toBe(true);
    expect(after.map((v) => toWallClock(v.scheduledDate, "America/New_York").time)).toEqual(after.map(() => "14:30"));
  });

  it("a cut-off in the past back-fills nothing before today", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w, { startDate: "2030-02-04" });
    const before = await datesOf(id);
    await regenerateSeriesVisits(db, id, w.business.id, NOW, "2030-02-18");
    expect(await db.select().from(s.jobs).where(and(eq(s.jobs.seriesId, id), lt(s.jobs.occurrenceDate, today)))).toEqual([]);
    expect(await datesOf(id)).toEqual(before);
  });

  it("a cancelled job loses its untouched visits and gets none; a visit already done stays", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w);
    const [first] = await visitsOf(id);
    await completeVisit(staff(w), first.id, "Done", NOW);
    await db.update(s.jobSeries).set({ status: "cancelled" }).where(eq(s.jobSeries.id, id));
    await regenerateSeriesVisits(db, id, w.business.id, NOW);
    expect(await datesOf(id)).toEqual([[today, "completed"]]);
  });

  it("a pause holds back the scheduled visits inside it, from today to the day before it ends", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w);
    const before = await datesOf(id);
    await db.update(s.jobSeries).set({ pausedUntil: "2030-03-18" }).where(eq(s.jobSeries.id, id));
    await regenerateSeriesVisits(db, id, w.business.id, NOW);
    expect(await datesOf(id)).toEqual(before.filter(([date]) => date! >= "2030-03-18"));
  });

  it("a job whose untouched visits are all gone but which has a done one is generated again", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w);
    const visits = await visitsOf(id);
    await completeVisit(staff(w), visits[0].id, "Done", NOW);
    await db.delete(s.jobs).where(and(eq(s.jobs.seriesId, id), eq(s.jobs.status, "scheduled")));
    await regenerateSeriesVisits(db, id, w.business.id, NOW);
    expect(await datesOf(id)).toEqual(visits.map((v, i) => [v.occurrenceDate, i === 0 ? "completed" : "scheduled"]));
  });
});

describe("a one-off job's single visit", () => {
  it("moves with the job's new date and keeps its id", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w, { startDate: "2030-03-22", recurrence: null });
    const [visit] = await visitsOf(id);
    await update(w, { jobId: id, startDate: "2030-03-29", startTime: "11:00" });
    const after = await visitsOf(id);
    expect(after.map((v) => [v.id, v.occurrenceDate, v.status, v.assigneeMemberId])).toEqual([[visit.id, "2030-03-29", "scheduled", w.employee.id]]);
    expect(toWallClock(after[0].scheduledDate, "America/New_York")).toEqual({ date: "2030-03-29", time: "11:00" });
  });

  it("is not doubled once done: a new date changes the job, not the visit that happened", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w, { startDate: today, recurrence: null });
    const [visit] = await visitsOf(id);
    await completeVisit(staff(w), visit.id, "Done", NOW);
    await update(w, { jobId: id, startDate: "2030-03-29" });
    expect(await datesOf(id)).toEqual([[today, "completed"]]);
  });

  it("is created again when it is missing", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w, { startDate: "2030-03-22", recurrence: null });
    await db.delete(s.jobs).where(eq(s.jobs.seriesId, id));
    await regenerateSeriesVisits(db, id, w.business.id, NOW);
    expect(await datesOf(id)).toEqual([["2030-03-22", "scheduled"]]);
  });
});
