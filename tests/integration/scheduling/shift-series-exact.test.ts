import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { previewSeriesShift, shiftSeries } from "@/lib/scheduling/series/shift-series";
import { createJob } from "@/tests/support/portal-fixtures";
import { schedulingWorld, weeklyJob } from "./fixtures";

/**
 * The weather-day shift (shift-series.ts) exactly: which visits it refuses and with what words,
 * which monthly patterns can move as a whole, the "already happened" guard (nothing written),
 * the visits generated up to the horizon afterwards (never before today), the customer's one
 * notice counting only the scheduled visits, and the audit entry's meta.
 */
// 2031, out of reach of other files' extendVisitHorizons runs on the shared database.
const NOW = new Date("2031-03-03T12:00:00Z"); // Monday 3 March 2031, 07:00 in New York (DST starts 9 March)
const NY = "America/New_York";

type World = Awaited<ReturnType<typeof schedulingWorld>>;
const actorOf = (world: World) => ({ businessId: world.business.id, userId: world.business.owner.id });
const visitsOf = (seriesId: string) => db.select().from(s.jobs).where(eq(s.jobs.seriesId, seriesId)).orderBy(asc(s.jobs.scheduledDate), asc(s.jobs.id));
const datesOf = async (seriesId: string) => (await visitsOf(seriesId)).map((v) => toWallClock(v.scheduledDate, NY).date);
const seriesRow = async (id: string) => (await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id)))[0];
const shiftAudits = (businessId: string) =>
  db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, businessId), eq(s.auditLog.action, "job.shifted")));
const customerNotices = (world: World) =>
  db
    .select({ title: s.notifications.title, body: s.notifications.body, link: s.notifications.link })
    .from(s.notifications)
    .where(and(eq(s.notifications.businessId, world.business.id), eq(s.notifications.customerId, world.customer.id)));
/** The rows a refused shift must leave exactly as they were. */
const snapshot = async (seriesId: string) =>
  (await visitsOf(seriesId)).map((v) => ({ id: v.id, seriesId: v.seriesId, occurrenceDate: v.occurrenceDate, scheduledDate: v.scheduledDate.toISOString(), status: v.status }));

async function weeklyFromToday() {
  const world = await schedulingWorld();
  const { id } = await weeklyJob(world, { startDate: "2031-03-03" }, NOW);
  return { world, id, visits: await visitsOf(id) };
}

describe("shift refusals, word for word", () => {
  it("a visit that is not scheduled: skipped or completed", async () => {
    const { world, visits } = await weeklyFromToday();
    await db.update(s.jobs).set({ status: "skipped", skipReason: "Holiday" }).where(eq(s.jobs.id, visits[1].id));
    await db.update(s.jobs).set({ status: "completed" }).where(eq(s.jobs.id, visits[2].id));
    for (const visit of [visits[1], visits[2]]) {
      const input = { visitId: visit.id, days: 1 };
      await expect(previewSeriesShift(actorOf(world), input)).rejects.toBeInstanceOf(DomainError);
      await expect(previewSeriesShift(actorOf(world), input)).rejects.toMatchObject({ code: "conflict", message: "Only a scheduled visit can be shifted" });
      await expect(shiftSeries(actorOf(world), input, NOW)).rejects.toMatchObject({ code: "conflict", message: "Only a scheduled visit can be shifted" });
    }
    expect(await shiftAudits(world.business.id)).toEqual([]);
  });

  it("a visit that belongs to no job", async () => {
    const world = await schedulingWorld();
    const loose = await createJob(db, { businessId: world.business.id, customerId: world.customer.id }, { seriesId: null, scheduledDate: new Date("2031-03-12T14:00:00Z") });
    const input = { visitId: loose.id, days: 2 };
    await expect(previewSeriesShift(actorOf(world), input)).rejects.toMatchObject({ code: "conflict", message: "This visit belongs to no job; reschedule it instead" });
    await expect(shiftSeries(actorOf(world), input, NOW)).rejects.toMatchObject({ code: "conflict", message: "This visit belongs to no job; reschedule it instead" });
    const [unchanged] = await db.select().from(s.jobs).where(eq(s.jobs.id, loose.id));
    expect(unchanged.scheduledDate.toISOString()).toBe("2031-03-12T14:00:00.000Z");
  });

  it("a job that has ended (cancelled): its scheduled visits cannot be shifted", async () => {
    const { world, id, visits } = await weeklyFromToday();
    await db.update(s.jobSeries).set({ status: "cancelled" }).where(eq(s.jobSeries.id, id));
    const before = await snapshot(id);
    const input = { visitId: visits[1].id, days: 1 };
    await expect(previewSeriesShift(actorOf(world), input)).rejects.toMatchObject({ code: "conflict", message: "This job has ended, so its visits cannot be shifted" });
    await expect(shiftSeries(actorOf(world), input, NOW)).rejects.toMatchObject({ code: "conflict", message: "This job has ended, so its visits cannot be shifted" });
    expect(await snapshot(id)).toEqual(before);
    expect(await customerNotices(world)).toEqual([]);
  });
});

describe("which patterns move as a whole", () => {
  it("a monthly job on the 15th moves to the 16th: the rule follows the new start day", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world, { startDate: "2031-03-15", recurrence: { frequency: "monthly", interval: 1, byMonthDay: 15 } }, NOW);
    const [first, second] = await visitsOf(id);
    expect(await datesOf(id)).toEqual(["2031-03-15", "2031-04-15"]);
    const preview = await previewSeriesShift(actorOf(world), { visitId: first.id, days: 1 });
    expect(preview.moves.map((m) => [m.from.date, m.to.date])).toEqual([
      ["2031-03-15", "2031-03-16"],
      ["2031-04-15", "2031-04-16"],
    ]);
    const result = await shiftSeries(actorOf(world), { visitId: first.id, days: 1 }, NOW);
    expect(result.jobId).toBe(id);
    expect(await seriesRow(id)).toMatchObject({ startDate: "2031-03-16", rrule: "FREQ=MONTHLY;INTERVAL=1" });
    const moved = await visitsOf(id);
    expect(moved.map((v) => [v.id, v.occurrenceDate, toWallClock(v.scheduledDate, NY)])).toEqual([
      [first.id, "2031-03-16", { date: "2031-03-16", time: "09:00" }],
      [second.id, "2031-04-16", { date: "2031-04-16", time: "09:00" }],
    ]);
  });

  it("a monthly job on the last day cannot move by a day either way (no day of the month describes it)", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world, { startDate: "2031-03-31", recurrence: { frequency: "monthly", interval: 1, byMonthDay: -1 } }, NOW);
    const [last] = await visitsOf(id);
    const before = await snapshot(id);
    await expect(previewSeriesShift(actorOf(world), { visitId: last.id, days: 1 })).rejects.toMatchObject({
      code: "conflict",
      message: "This job's pattern cannot move by 1 day as a whole; reschedule its visits one by one",
    });
    await expect(shiftSeries(actorOf(world), { visitId: last.id, days: 1 }, NOW)).rejects.toMatchObject({
      code: "conflict",
      message: "This job's pattern cannot move by 1 day as a whole; reschedule its visits one by one",
    });
    await expect(shiftSeries(actorOf(world), { visitId: last.id, days: -1 }, NOW)).rejects.toMatchObject({
      code: "conflict",
      message: "This job's pattern cannot move by 1 day as a whole; reschedule its visits one by one",
    });
    expect(await snapshot(id)).toEqual(before);
    expect(await seriesRow(id)).toMatchObject({ startDate: "2031-03-31", rrule: "FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=-1" });
  });

  it("a \"2nd Tuesday\" job cannot move by 2 days (plural) either way; nothing is written", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world, { startDate: "2031-03-11", recurrence: { frequency: "monthly", interval: 1, byWeekday: ["TU"], bySetPosition: 2 } }, NOW);
    const [secondTuesday] = await visitsOf(id);
    const before = await snapshot(id);
    const message = "This job's pattern cannot move by 2 days as a whole; reschedule its visits one by one";
    await expect(previewSeriesShift(actorOf(world), { visitId: secondTuesday.id, days: 2 })).rejects.toMatchObject({ code: "conflict", message });
    await expect(shiftSeries(actorOf(world), { visitId: secondTuesday.id, days: 2 }, NOW)).rejects.toMatchObject({ code: "conflict", message });
    await expect(shiftSeries(actorOf(world), { visitId: secondTuesday.id, days: -2 }, NOW)).rejects.toMatchObject({ code: "conflict", message });
    expect(await snapshot(id)).toEqual(before);
    expect(await shiftAudits(world.business.id)).toEqual([]);
    expect(await customerNotices(world)).toEqual([]);
  });

  it("a plain weekly job moves by 2 days: Mondays become Wednesdays", async () => {
    const { world, id, visits } = await weeklyFromToday();
    const result = await shiftSeries(actorOf(world), { visitId: visits[0].id, days: 2 }, NOW);
    expect(result.jobId).toBe(id);
    expect(await seriesRow(id)).toMatchObject({ startDate: "2031-03-05", rrule: "FREQ=WEEKLY;INTERVAL=1;BYDAY=WE" });
    expect((await visitsOf(id)).slice(0, visits.length).map((v) => v.id)).toEqual(visits.map((v) => v.id));
  });
});

describe("the plan says whether the job recurs", () => {
  it("recurring: true for a weekly job, in the preview and the shift's result", async () => {
    const { world, id, visits } = await weeklyFromToday();
    const input = { visitId: visits[7].id, days: 1 };
    const expected = {
      jobId: id,
      jobTitle: "Weekly mowing",
      days: 1,
      recurring: true,
      moves: [
        { visitId: visits[7].id, status: "scheduled", from: { date: "2031-04-21", time: "09:00" }, to: { date: "2031-04-22", time: "09:00" } },
        { visitId: visits[8].id, status: "scheduled", from: { date: "2031-04-28", time: "09:00" }, to: { date: "2031-04-29", time: "09:00" } },
      ],
    };
    expect(await previewSeriesShift(actorOf(world), input)).toEqual(expected);
    const result = await shiftSeries(actorOf(world), input, NOW);
    expect(result.jobId).not.toBe(id);
    expect(result).toEqual({ ...expected, jobId: result.jobId });
  });

  it("recurring: false for a one-off job's visit, in the preview and the shift's result", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world, { startDate: "2031-03-20", startTime: "13:30", recurrence: null }, NOW);
    const [visit] = await visitsOf(id);
    const input = { visitId: visit.id, days: -3 };
    const expected = {
      jobId: id,
      jobTitle: "Weekly mowing",
      days: -3,
      recurring: false,
      moves: [{ visitId: visit.id, status: "scheduled", from: { date: "2031-03-20", time: "13:30" }, to: { date: "2031-03-17", time: "13:30" } }],
    };
    expect(await previewSeriesShift(actorOf(world), input)).toEqual(expected);
    expect(await shiftSeries(actorOf(world), input, NOW)).toEqual(expected);
    expect(await seriesRow(id)).toMatchObject({ startDate: "2031-03-17", generatedUntil: "2031-03-17", rrule: null });
    expect(await visitsOf(id)).toEqual([expect.objectContaining({ id: visit.id, occurrenceDate: "2031-03-17" })]);
  });
});

describe("the customer hears of the scheduled visits that move", () => {
  it("a skipped visit among the following ones moves but is not counted", async () => {
    const { world, id, visits } = await weeklyFromToday();
    expect(visits).toHaveLength(9); // 3 March … 28 April
    await db.update(s.jobs).set({ status: "skipped", skipReason: "Holiday" }).where(eq(s.jobs.id, visits[3].id));
    const result = await shiftSeries(actorOf(world), { visitId: visits[1].id, days: 1 }, NOW);
    expect(result.moves).toHaveLength(8);
    expect(await customerNotices(world)).toEqual([
      { title: "Your visits have moved", body: "Your visit on Monday, March 10 at 9:00 AM EDT and the 6 after it move 1 day later.", link: "/dashboard" },
    ]);
    const [skipped] = await db.select().from(s.jobs).where(eq(s.jobs.id, visits[3].id));
    expect(skipped).toMatchObject({ status: "skipped", seriesId: result.jobId, occurrenceDate: "2031-03-25" });
    expect(await datesOf(id)).toEqual(["2031-03-03"]);
  });

  it("days earlier, plural", async () => {
    const { world, visits } = await weeklyFromToday();
    await shiftSeries(actorOf(world), { visitId: visits[6].id, days: -2 }, NOW);
    expect(await customerNotices(world)).toEqual([
      { title: "Your visits have moved", body: "Your visit on Monday, April 14 at 9:00 AM EDT and the 2 after it move 2 days earlier.", link: "/dashboard" },
    ]);
  });
});

describe("a visit that already happened on a new date", () => {
  it("moving the whole job onto a completed visit's date is refused and nothing changes", async () => {
    const { world, id, visits } = await weeklyFromToday();
    await db.update(s.jobs).set({ status: "completed" }).where(eq(s.jobs.id, visits[1].id)); // 10 March, done
    const before = await snapshot(id);
    const seriesBefore = await seriesRow(id);
    await expect(shiftSeries(actorOf(world), { visitId: visits[0].id, days: 7 }, NOW)).rejects.toMatchObject({
      code: "conflict",
      message: "A visit that already happened is on one of the new dates; reschedule the visits one by one",
    });
    expect(await snapshot(id)).toEqual(before);
    expect(await seriesRow(id)).toEqual(seriesBefore);
    expect(await shiftAudits(world.business.id)).toEqual([]);
    expect(await customerNotices(world)).toEqual([]);
  });

  it("a later visit shifted back a week starts a new job: the old part's visits do not block it", async () => {
    const { world, id, visits } = await weeklyFromToday();
    const result = await shiftSeries(actorOf(world), { visitId: visits[2].id, days: -7 }, NOW);
    expect(result.jobId).not.toBe(id);
    expect(await datesOf(id)).toEqual(["2031-03-03", "2031-03-10"]);
    // The new job starts next week: its horizon runs 56 days from that start (issue 37), to 5 May.
    expect(await datesOf(result.jobId)).toEqual(["2031-03-10", "2031-03-17", "2031-03-24", "2031-03-31", "2031-04-07", "2031-04-14", "2031-04-21", "2031-04-28", "2031-05-05"]);
    const [audit] = await shiftAudits(world.business.id);
    expect(audit).toMatchObject({ actorType: "staff", actorId: world.business.owner.id, targetType: "job", targetId: id });
    expect(audit.meta).toEqual({ visitId: visits[2].id, days: -7, movedVisits: 7, from: "2031-03-17", to: "2031-03-10", newJobId: result.jobId });
  });
});

describe("visits up to the horizon after a shift", () => {
  it("the whole job moved back a week: the moved visits keep their ids and the horizon's last Monday is added", async () => {
    const { world, id, visits } = await weeklyFromToday();
    const result = await shiftSeries(actorOf(world), { visitId: visits[0].id, days: -7 }, NOW);
    expect(result.jobId).toBe(id);
    const after = await visitsOf(id);
    expect(after.map((v) => [v.occurrenceDate, v.status])).toEqual(
      ["2031-02-24", "2031-03-03", "2031-03-10", "2031-03-17", "2031-03-24", "2031-03-31", "2031-04-07", "2031-04-14", "2031-04-21", "2031-04-28"].map((d) => [d, "scheduled"]),
    );
    expect(after.slice(0, 9).map((v) => v.id)).toEqual(visits.map((v) => v.id));
    expect(after.every((v) => toWallClock(v.scheduledDate, NY).time === "09:00")).toBe(true);
    expect(await seriesRow(id)).toMatchObject({ startDate: "2031-02-24", rrule: "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO" });
    const [audit] = await shiftAudits(world.business.id);
    expect(audit).toMatchObject({ actorType: "staff", actorId: world.business.owner.id, targetType: "job", targetId: id });
    expect(audit.meta).toEqual({ visitId: visits[0].id, days: -7, movedVisits: 9, from: "2031-03-03", to: "2031-02-24", newJobId: null });
  });

  it("a missed past first visit moved a day: nothing is generated before today, the horizon is filled from today", async () => {
    const world = await schedulingWorld();
    const created = new Date("2031-02-17T12:00:00Z"); // Monday 17 February
    const { id } = await weeklyJob(world, { startDate: "2031-02-17" }, created);
    const visits = await visitsOf(id);
    expect(await datesOf(id)).toEqual(["2031-02-17", "2031-02-24", "2031-03-03", "2031-03-10", "2031-03-17", "2031-03-24", "2031-03-31", "2031-04-07", "2031-04-14"]);
    // 17 February was missed (still scheduled), 24 February was done.
    await db.update(s.jobs).set({ status: "completed" }).where(eq(s.jobs.id, visits[1].id));
    const result = await shiftSeries(actorOf(world), { visitId: visits[0].id, days: 1 }, NOW);
    expect(result.jobId).toBe(id);
    expect((await visitsOf(id)).map((v) => [toWallClock(v.scheduledDate, NY).date, v.occurrenceDate, v.status])).toEqual([
      ["2031-02-18", "2031-02-18", "scheduled"],
      ["2031-02-24", "2031-02-24", "completed"],
      ...["2031-03-04", "2031-03-11", "2031-03-18", "2031-03-25", "2031-04-01", "2031-04-08", "2031-04-15", "2031-04-22"].map((d) => [d, d, "scheduled"]),
    ]);
    const [audit] = await shiftAudits(world.business.id);
    expect(audit.meta).toEqual({ visitId: visits[0].id, days: 1, movedVisits: 8, from: "2031-02-17", to: "2031-02-18", newJobId: null });
  });
});
