import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { extendVisitHorizons } from "@/lib/scheduling/series/extend-visit-horizons";
import { pauseSeries } from "@/lib/scheduling/series/pause-series";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { resumeSeries } from "@/lib/scheduling/series/resume-series";
import { previewSeriesShift, shiftSeries } from "@/lib/scheduling/series/shift-series";
import { skipVisit } from "@/lib/scheduling/visits/visit-transitions";
import { schedulingWorld, weeklyJob } from "./fixtures";

const NOW = new Date("2026-03-02T12:00:00Z"); // Monday 2 March 2026, 07:00 in New York
const NY = "America/New_York";
const DAY = 86_400_000;

type World = Awaited<ReturnType<typeof schedulingWorld>>;
const visitsOf = (seriesId: string) => db.select().from(s.jobs).where(eq(s.jobs.seriesId, seriesId)).orderBy(asc(s.jobs.scheduledDate));
const local = (d: Date) => toWallClock(d, NY);
const actorOf = (world: World) => ({ businessId: world.business.id, userId: world.business.owner.id });
const auditOf = (businessId: string, action: string) =>
  db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, businessId), eq(s.auditLog.action, action)));


describe("pause a series until a date", () => {
  it("skips the visits in the window with the reason \"paused\", keeps the rest, and writes an audit entry", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    const result = await pauseSeries(actorOf(world), { jobId: id, until: "2026-03-23" }, NOW);
    expect(result).toMatchObject({ pausedUntil: "2026-03-23", skippedVisits: 3 });
    const visits = await visitsOf(id);
    expect(visits).toHaveLength(9);
    expect(visits.slice(0, 3).map((v) => [local(v.scheduledDate).date, v.status, v.skipReason])).toEqual([
      ["2026-03-02", "skipped", "paused"],
      ["2026-03-09", "skipped", "paused"],
      ["2026-03-16", "skipped", "paused"],
    ]);
    expect(visits.slice(3).every((v) => v.status === "scheduled" && v.skipReason === null)).toBe(true);
    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(series.pausedUntil).toBe("2026-03-23");
    const [audit] = await auditOf(world.business.id, "job.paused");
    expect(audit).toMatchObject({ actorType: "staff", actorId: world.business.owner.id, targetType: "job", targetId: id });
    expect(audit.meta).toMatchObject({ from: null, to: "2026-03-23", skippedVisits: 3 });
  });

  it("generates nothing inside a pause beyond the horizon and resumes by itself on the date", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    await pauseSeries(actorOf(world), { jobId: id, until: "2026-05-11" }, NOW);
    expect((await visitsOf(id)).every((v) => v.status === "skipped")).toBe(true);
    // Two weeks later the horizon reaches 18 May: 4 May (paused) is never generated, 11 May is.
    await extendVisitHorizons(db, new Date(NOW.getTime() + 14 * DAY));
    const dates = (await visitsOf(id)).map((v) => [local(v.scheduledDate).date, v.status]);
    expect(dates.find(([d]) => d === "2026-05-04")).toBeUndefined();
    expect(dates.find(([d]) => d === "2026-05-11")).toEqual(["2026-05-11", "scheduled"]);
    // On the resume date the horizon task ends the pause.
    await extendVisitHorizons(db, new Date("2026-05-11T12:00:00Z"));
    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(series.pausedUntil).toBeNull();
  });

  it("resume now: visits held back from today on come back, past ones stay skipped; not paused → 409", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    await pauseSeries(actorOf(world), { jobId: id, until: "2026-05-11" }, NOW);
    const later = new Date(NOW.getTime() + 8 * DAY); // Tuesday 10 March
    const result = await resumeSeries(actorOf(world), id, later);
    expect(result.restoredVisits).toBe(7); // 16 Mar … 27 Apr
    const visits = await visitsOf(id);
    const byDate = Object.fromEntries(visits.map((v) => [local(v.scheduledDate).date, v.status]));
    expect(byDate["2026-03-09"]).toBe("skipped");
    expect(byDate["2026-03-16"]).toBe("scheduled");
    expect(byDate["2026-05-04"]).toBe("scheduled"); // the horizon was filled on resume
    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(series.pausedUntil).toBeNull();
    expect(await auditOf(world.business.id, "job.resumed")).toHaveLength(1);
    await expect(resumeSeries(actorOf(world), id, later)).rejects.toMatchObject({ code: "conflict", message: "This job is not paused" });
  });

  it("pausing again with an earlier date brings back the visits after it; a skip the customer asked for stays", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    const before = await visitsOf(id);
    await skipVisit({ ...world.scope, memberId: null, managesSchedule: true }, before[5].id, "Customer away");
    await pauseSeries(actorOf(world), { jobId: id, until: "2026-04-27" }, NOW);
    await pauseSeries(actorOf(world), { jobId: id, until: "2026-03-16" }, NOW);
    const visits = await visitsOf(id);
    expect(visits.map((v) => v.status)).toEqual(["skipped", "skipped", "scheduled", "scheduled", "scheduled", "skipped", "scheduled", "scheduled", "scheduled"]);
    expect(visits[5].skipReason).toBe("Customer away");
  });

  it("refuses a one-off job, an ended job, a date not after today, and another business's job", async () => {
    const world = await schedulingWorld();
    const oneOff = await weeklyJob(world, { recurrence: null });
    await expect(pauseSeries(actorOf(world), { jobId: oneOff.id, until: "2026-03-23" }, NOW)).rejects.toMatchObject({
      code: "conflict",
      message: "Only a recurring job can be paused",
    });
    const ended = await weeklyJob(world, { startDate: "2026-02-02", recurrence: { frequency: "weekly", interval: 1, byWeekday: ["MO"], count: 2 } });
    await expect(pauseSeries(actorOf(world), { jobId: ended.id, until: "2026-03-23" }, NOW)).rejects.toMatchObject({
      code: "conflict",
      message: "This job has ended, so it cannot be paused",
    });
    const { id } = await weeklyJob(world);
    await expect(pauseSeries(actorOf(world), { jobId: id, until: "2026-03-02" }, NOW)).rejects.toMatchObject({
      code: "invalid",
      message: "The resume date must be after today",
    });
    await expect(pauseSeries(actorOf(world), { jobId: id, until: "2027-06-01" }, NOW)).rejects.toMatchObject({ code: "invalid", message: "A pause can last at most a year" });
    const other = await schedulingWorld();
    await expect(pauseSeries(actorOf(other), { jobId: id, until: "2026-03-23" }, NOW)).rejects.toMatchObject({ code: "not_found", message: "Job not found" });
    await expect(resumeSeries(actorOf(other), id, NOW)).rejects.toMatchObject({ code: "not_found" });
    expect((await visitsOf(id)).every((v) => v.status === "scheduled")).toBe(true);
  });
});

describe("shift the series (weather day)", () => {
  it("previews, then moves this and every later visit by a day (same ids, a new job from here on), with an audit entry", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    const visits = await visitsOf(id);
    const third = visits[2];
    const preview = await previewSeriesShift(actorOf(world), { visitId: third.id, days: 1 });
    expect(preview.moves).toHaveLength(7);
    expect(preview.moves[0]).toEqual({ visitId: third.id, status: "scheduled", from: { date: "2026-03-16", time: "09:00" }, to: { date: "2026-03-17", time: "09:00" } });
    expect((await visitsOf(id)).map((v) => v.scheduledDate.toISOString())).toEqual(visits.map((v) => v.scheduledDate.toISOString())); // the preview wrote nothing

    await db.update(s.jobSeries).set({ invoicingRule: "monthly", invoicingDay: 5 }).where(eq(s.jobSeries.id, id));
    const result = await shiftSeries(actorOf(world), { visitId: third.id, days: 1 }, NOW);
    expect(result.jobId).not.toBe(id);
    expect((await visitsOf(id)).map((v) => local(v.scheduledDate).date)).toEqual(["2026-03-02", "2026-03-09"]);
    const moved = await visitsOf(result.jobId);
    expect(moved.slice(0, 7).map((v) => v.id)).toEqual(visits.slice(2).map((v) => v.id));
    expect(moved.every((v) => local(v.scheduledDate).time === "09:00" && new Date(v.scheduledDate).getUTCDay() === 2)).toBe(true);
    expect(moved.every((v) => v.assigneeMemberId === world.employee.id)).toBe(true);
    const [oldSeries] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    const [newSeries] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, result.jobId));
    expect(oldSeries.rrule).toBe("FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;UNTIL=20260315");
    // The new part keeps the job's invoicing rule.
    expect(newSeries).toMatchObject({ startDate: "2026-03-17", rrule: "FREQ=WEEKLY;INTERVAL=1;BYDAY=TU", invoicingRule: "monthly", invoicingDay: 5 });
    const [audit] = await auditOf(world.business.id, "job.shifted");
    expect(audit).toMatchObject({ targetId: id, actorId: world.business.owner.id });
    expect(audit.meta).toMatchObject({ days: 1, movedVisits: 7, from: "2026-03-16", to: "2026-03-17", newJobId: result.jobId });
    // The horizon task adds nothing twice and nothing on the old Mondays.
    await extendVisitHorizons(db, NOW);
    expect(await visitsOf(id)).toHaveLength(2);
  });

  it("a shift across the DST change keeps the local wall-clock time (Sat 7 → Sun 8 March, 9:00)", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world, { startDate: "2026-03-07", recurrence: { frequency: "weekly", interval: 1, byWeekday: ["SA"] } });
    const [first] = await visitsOf(id);
    expect(first.scheduledDate.toISOString()).toBe("2026-03-07T14:00:00.000Z"); // 9:00 EST
    const result = await shiftSeries(actorOf(world), { visitId: first.id, days: 1 }, NOW);
    expect(result.jobId).toBe(id); // the first visit: the whole job moves and keeps its id
    const visits = await visitsOf(id);
    expect(visits[0]).toMatchObject({ id: first.id, occurrenceDate: "2026-03-08" });
    expect(visits[0].scheduledDate.toISOString()).toBe("2026-03-08T13:00:00.000Z"); // 9:00 EDT
    expect(visits.every((v) => local(v.scheduledDate).time === "09:00" && new Date(v.scheduledDate).getUTCDay() === 0)).toBe(true);
  });

  it("a skipped later visit stays skipped on its new date; an individually moved one keeps its time", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    const visits = await visitsOf(id);
    await skipVisit({ ...world.scope, memberId: null, managesSchedule: true }, visits[3].id, "Holiday");
    const result = await shiftSeries(actorOf(world), { visitId: visits[1].id, days: -2 }, NOW);
    const [skipped] = await db.select().from(s.jobs).where(eq(s.jobs.id, visits[3].id));
    expect(skipped).toMatchObject({ status: "skipped", skipReason: "Holiday", seriesId: result.jobId, occurrenceDate: "2026-03-21" });
    expect(local(skipped.scheduledDate)).toEqual({ date: "2026-03-21", time: "09:00" });
    // Regenerating the horizon does not recreate the skipped Saturday.
    await extendVisitHorizons(db, new Date(NOW.getTime() + 7 * DAY));
    const saturdays = (await visitsOf(result.jobId)).filter((v) => v.occurrenceDate === "2026-03-21");
    expect(saturdays).toHaveLength(1);
  });

  it("a one-off job's visit moves alone, and the job's date with it", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world, { startDate: "2026-03-20", startTime: "13:30", recurrence: null });
    const [visit] = await visitsOf(id);
    await shiftSeries(actorOf(world), { visitId: visit.id, days: 3 }, NOW);
    const [moved] = await visitsOf(id);
    expect(local(moved.scheduledDate)).toEqual({ date: "2026-03-23", time: "13:30" });
    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(series.startDate).toBe("2026-03-23");
  });

  it("refuses a pattern that cannot move as a whole, a visit that is not scheduled, and another business's visit", async () => {
    const world = await schedulingWorld();
    const monthly = await weeklyJob(world, {
      startDate: "2026-03-10",
      recurrence: { frequency: "monthly", interval: 1, byWeekday: ["TU"], bySetPosition: 2 },
    });
    const [secondTuesday] = await visitsOf(monthly.id);
    await expect(shiftSeries(actorOf(world), { visitId: secondTuesday.id, days: 1 }, NOW)).rejects.toMatchObject({
      code: "conflict",
      message: "This job's pattern cannot move by 1 day as a whole; reschedule its visits one by one",
    });
    const { id } = await weeklyJob(world);
    const [first] = await visitsOf(id);
    await skipVisit({ ...world.scope, memberId: null, managesSchedule: true }, first.id, "");
    await expect(shiftSeries(actorOf(world), { visitId: first.id, days: 1 }, NOW)).rejects.toMatchObject({ code: "conflict", message: "Only a scheduled visit can be shifted" });
    const other = await schedulingWorld();
    const [, second] = await visitsOf(id);
    await expect(previewSeriesShift(actorOf(other), { visitId: second.id, days: 1 })).rejects.toMatchObject({ code: "not_found", message: "Visit not found" });
    await expect(shiftSeries(actorOf(other), { visitId: second.id, days: 1 }, NOW)).rejects.toMatchObject({ code: "not_found" });
    const [unchanged] = await db.select().from(s.jobs).where(eq(s.jobs.id, second.id));
    expect(unchanged.scheduledDate.toISOString()).toBe(second.scheduledDate.toISOString());
  });
});
