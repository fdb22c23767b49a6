import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { editVisit } from "@/lib/scheduling/visits/edit-visit";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { SCHEDULING_NOW, schedulingWorld, weeklyJob } from "./fixtures";

/**
 * editVisit's edges that the scope tests leave open: a "this and following" move of a job with a
 * fixed number of visits keeps that number, the customer is told that the later visits follow
 * only when they do, a move that names no employee keeps the job's crew, and a one-off job's
 * own date follows its only visit.
 */
const NY = "America/New_York";
const visitsOf = (seriesId: string) => db.select().from(s.jobs).where(eq(s.jobs.seriesId, seriesId)).orderBy(asc(s.jobs.scheduledDate));
const assigneesOf = async (seriesId: string) =>
  (await db.select({ memberId: s.jobSeriesAssignees.memberId }).from(s.jobSeriesAssignees).where(eq(s.jobSeriesAssignees.seriesId, seriesId))).map((a) => a.memberId);
const customerNotices = (businessId: string, customerId: string) =>
  db
    .select({ body: s.notifications.body })
    .from(s.notifications)
    .where(and(eq(s.notifications.businessId, businessId), eq(s.notifications.customerId, customerId)));
const FOLLOW = " The visits after it follow the new day and time.";

describe("editVisit, exactly", () => {
  it("this and following on a six-visit job: two stay, the new part has the other four, and the customer hears the later ones follow", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world, { recurrence: { frequency: "weekly", interval: 1, byWeekday: ["MO"], byMonthDay: null, bySetPosition: null, until: null, count: 6 } });
    expect(await visitsOf(id)).toHaveLength(6);
    const third = (await visitsOf(id))[2];
    const result = await editVisit(world.scope, { visitId: third.id, scope: "following", date: "2026-03-18", time: "10:00", durationMinutes: 45, employeeId: null }, SCHEDULING_NOW);

    expect((await visitsOf(id)).map((v) => toWallClock(v.scheduledDate, NY).date)).toEqual(["2026-03-02", "2026-03-09"]);
    const next = await visitsOf(result.jobId!);
    expect(next.map((v) => toWallClock(v.scheduledDate, NY).date)).toEqual(["2026-03-18", "2026-03-25", "2026-04-01", "2026-04-08"]);
    const [nextSeries] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, result.jobId!));
    expect(nextSeries.rrule).toContain("COUNT=4");
    // No employee named: the new part keeps the old one's crew.
    expect(await assigneesOf(result.jobId!)).toEqual([world.employee.id]);

    const [notice] = await customerNotices(world.business.id, world.customer.id);
    expect(notice.body).toBe(`Your visit on Monday, March 16 at 9:00 AM EDT is now on Wednesday, March 18 at 10:00 AM EDT.${FOLLOW}`);
  });

  it("this visit only, of a recurring job: the customer is not told the others follow", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    const second = (await visitsOf(id))[1];
    await editVisit(world.scope, { visitId: second.id, scope: "this", date: "2026-03-10", time: "09:00", durationMinutes: 45, employeeId: null }, SCHEDULING_NOW);
    const [notice] = await customerNotices(world.business.id, world.customer.id);
    expect(notice.body).toBe("Your visit on Monday, March 9 at 9:00 AM EDT is now on Tuesday, March 10 at 9:00 AM EDT.");
  });

  it("the whole series moved without naming an employee keeps its crew on every visit", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    const second = (await visitsOf(id))[1];
    await editVisit(world.scope, { visitId: second.id, scope: "all", date: "2026-03-10", time: "09:00", durationMinutes: 45, employeeId: null }, SCHEDULING_NOW);
    expect(await assigneesOf(id)).toEqual([world.employee.id]);
    const visits = await visitsOf(id);
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.every((v) => v.assigneeMemberId === world.employee.id)).toBe(true);
  });

  it("a one-off job's visit moved: the job's own date, time and length follow it, and its crew stays", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world, { recurrence: null, startDate: "2026-03-04" });
    const [visit] = await visitsOf(id);
    await editVisit(world.scope, { visitId: visit.id, scope: "this", date: "2026-03-06", time: "13:30", durationMinutes: 90, employeeId: null }, SCHEDULING_NOW);

    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(series).toMatchObject({ startDate: "2026-03-06", startTime: "13:30", durationMinutes: 90, generatedUntil: "2026-03-06" });
    const [moved] = await visitsOf(id);
    expect(moved).toMatchObject({ id: visit.id, occurrenceDate: "2026-03-06", durationMinutes: 90, assigneeMemberId: world.employee.id, detached: false });
    expect(toWallClock(moved.scheduledDate, NY)).toEqual({ date: "2026-03-06", time: "13:30" });
    expect(await assigneesOf(id)).toEqual([world.employee.id]);
  });
});
