import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createJob } from "@/lib/scheduling/jobs/create-job";
import { editVisit } from "@/lib/scheduling/visits/edit-visit";
import { extendVisitHorizons } from "@/lib/scheduling/series/extend-visit-horizons";
import { jobFieldsSchema } from "@/lib/scheduling/jobs/job-schema";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { updateJob } from "@/lib/scheduling/jobs/update-job";
import { completeVisit, skipVisit, startVisit } from "@/lib/scheduling/visits/visit-transitions";
import { createBusiness, createCustomer } from "@/tests/support/portal-fixtures";
import { schedulingWorld, weeklyJob } from "./fixtures";

const NOW = new Date("2026-03-02T12:00:00Z"); // Monday 2 March 2026, 07:00 in New York
const NY = "America/New_York";

const visitsOf = (seriesId: string) =>
  db.select().from(s.jobs).where(eq(s.jobs.seriesId, seriesId)).orderBy(asc(s.jobs.scheduledDate));
const local = (d: Date) => toWallClock(d, NY);


describe("createJob and the rolling horizon", () => {
  it("materialises 9:00 local visits for 8 weeks, across the DST change, assigned to the first employee", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    const visits = await visitsOf(id);
    expect(visits).toHaveLength(9); // 2 Mar … 27 Apr (56 days ahead of 2 Mar)
    expect(visits.every((v) => local(v.scheduledDate).time === "09:00")).toBe(true);
    expect(visits.map((v) => v.scheduledDate.toISOString()).slice(0, 2)).toEqual(["2026-03-02T14:00:00.000Z", "2026-03-09T13:00:00.000Z"]);
    expect(new Set(visits.map((v) => v.assigneeMemberId))).toEqual(new Set([world.employee.id]));
    expect(visits.every((v) => v.status === "scheduled" && v.customerId === world.customer.id && v.durationMinutes === 45)).toBe(true);
    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(series).toMatchObject({ rrule: "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO", timeZone: NY, generatedUntil: "2026-04-27" });
  });

  it("the horizon job is idempotent and only adds what the moving horizon needs", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    await extendVisitHorizons(db, NOW);
    expect(await visitsOf(id)).toHaveLength(9);
    const weekLater = new Date(NOW.getTime() + 7 * 86_400_000);
    await extendVisitHorizons(db, weekLater);
    await extendVisitHorizons(db, weekLater);
    const visits = await visitsOf(id);
    expect(visits).toHaveLength(10);
    expect(local(visits.at(-1)!.scheduledDate)).toEqual({ date: "2026-05-04", time: "09:00" });
  });

  it("the horizon job pages through every business at once: 1,050 jobs in one zone and one in another, each with its visits and first employee", async () => {
    const la = await schedulingWorld({ timezone: "America/Los_Angeles" });
    const ny = await schedulingWorld();
    const { id: nyJob } = await weeklyJob(ny);
    // More jobs than one page of the task (1,000), written straight to the table as an import would.
    await db.execute(sql`
      insert into job_series (business_id, customer_id, service_id, title, start_date, start_time, duration_minutes, time_zone, rrule)
      select ${la.business.id}, ${la.customer.id}, ${la.service.id}, 'Job ' || n, '2026-03-02', '08:00', 30, 'America/Los_Angeles', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU'
      from generate_series(1, 1050) n`);
    await db.execute(sql`
      insert into job_series_assignees (business_id, series_id, member_id, position)
      select business_id, id, ${la.employee.id}::uuid, 1 from job_series where business_id = ${la.business.id}
      union all
      select business_id, id, ${la.ownerMember.id}::uuid, 0 from job_series where business_id = ${la.business.id} and title = 'Job 7'`);
    await extendVisitHorizons(db, NOW);
    const laVisits = await db.select().from(s.jobs).where(eq(s.jobs.businessId, la.business.id));
    // Every other Tuesday from 3 Mar to the horizon (27 Apr in LA): 3, 17, 31 Mar and 14 Apr (28 Apr is past it).
    expect(laVisits).toHaveLength(1050 * 4);
    expect(new Set(laVisits.map((v) => toWallClock(v.scheduledDate, "America/Los_Angeles").time))).toEqual(new Set(["08:00"]));
    expect(new Set(laVisits.map((v) => v.occurrenceDate))).toEqual(new Set(["2026-03-03", "2026-03-17", "2026-03-31", "2026-04-14"]));
    const [job7] = await db.select().from(s.jobSeries).where(and(eq(s.jobSeries.businessId, la.business.id), eq(s.jobSeries.title, "Job 7")));
    expect(new Set(laVisits.filter((v) => v.seriesId === job7.id).map((v) => v.assigneeMemberId))).toEqual(new Set([la.ownerMember.id]));
    expect(laVisits.filter((v) => v.assigneeMemberId === la.employee.id)).toHaveLength(1049 * 4);
    const horizons = await db.selectDistinct({ until: s.jobSeries.generatedUntil }).from(s.jobSeries).where(eq(s.jobSeries.businessId, la.business.id));
    expect(horizons).toEqual([{ until: "2026-04-27" }]);
    expect(await visitsOf(nyJob)).toHaveLength(9);
    await extendVisitHorizons(db, NOW);
    expect(await db.select({ id: s.jobs.id }).from(s.jobs).where(eq(s.jobs.businessId, la.business.id))).toHaveLength(1050 * 4);
  });

  it("a one-off job has exactly one visit; another business's customer is not found", async () => {
    const world = await schedulingWorld();
    const { id } = await createJob(world.scope, jobFieldsSchema.parse({
      customerId: world.customer.id, title: "Spring cleanup", startDate: "2026-06-10", startTime: "13:30", durationMinutes: 120,
    }), NOW);
    const visits = await visitsOf(id);
    expect(visits).toHaveLength(1);
    expect(local(visits[0].scheduledDate)).toEqual({ date: "2026-06-10", time: "13:30" });
    const other = await createBusiness(db);
    const stranger = await createCustomer(db, other.id);
    await expect(
      createJob(world.scope, jobFieldsSchema.parse({ customerId: stranger.id, title: "x", startDate: "2026-06-10", startTime: "13:30", durationMinutes: 60 }), NOW),
    ).rejects.toMatchObject({ code: "not_found", message: "Customer not found" });
  });
});

describe("edit scopes", () => {
  it("this visit only: moves one visit and a later series edit leaves it alone", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    const [, second] = await visitsOf(id);
    await editVisit(world.scope, { visitId: second.id, scope: "this", date: "2026-03-10", time: "14:00", durationMinutes: 60, employeeId: null }, NOW);
    const idsBefore = (await visitsOf(id)).map((v) => v.id).sort();
    await updateJob(world.scope, { jobId: id, startTime: "08:00" }, NOW);
    const visits = await visitsOf(id);
    // Visits keep their ids when their occurrence survives the edit.
    expect(visits.map((v) => v.id).sort()).toEqual(idsBefore);
    const moved = visits.find((v) => v.id === second.id)!;
    expect(local(moved.scheduledDate)).toEqual({ date: "2026-03-10", time: "14:00" });
    expect(moved.detached).toBe(true);
    expect(visits.filter((v) => v.id !== second.id).every((v) => local(v.scheduledDate).time === "08:00")).toBe(true);
    expect(visits).toHaveLength(9);
  });

  it("this and following: splits the series; earlier visits keep their time, later ones move to Wednesday 10:00", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    const third = (await visitsOf(id))[2];
    const result = await editVisit(world.scope, { visitId: third.id, scope: "following", date: "2026-03-18", time: "10:00", durationMinutes: 45, employeeId: null }, NOW);
    expect(result.jobId).not.toBe(id);
    const old = await visitsOf(id);
    expect(old.map((v) => local(v.scheduledDate).date)).toEqual(["2026-03-02", "2026-03-09"]);
    const next = await visitsOf(result.jobId!);
    expect(next[0] && local(next[0].scheduledDate)).toEqual({ date: "2026-03-18", time: "10:00" });
    expect(result.visitId).toBe(next[0].id); // the moved visit, in the new series
    expect(next.every((v) => local(v.scheduledDate).time === "10:00" && v.assigneeMemberId === world.employee.id)).toBe(true);
    const [oldSeries] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(oldSeries.rrule).toContain("UNTIL=20260315");
  });

  it("whole series: shifts every upcoming visit by the same days and keeps completed ones", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    const [first, second] = await visitsOf(id);
    const actor = { ...world.scope, memberId: world.employee.id, managesSchedule: false };
    await completeVisit(actor, first.id, "Done", NOW);
    const result = await editVisit(world.scope, { visitId: second.id, scope: "all", date: "2026-03-10", time: "09:00", durationMinutes: 45, employeeId: null }, NOW);
    const visits = await visitsOf(id);
    expect(result.visitId).toBe(visits.find((v) => local(v.scheduledDate).date === "2026-03-10")?.id);
    expect(visits[0]).toMatchObject({ id: first.id, status: "completed" });
    expect(visits.slice(1).every((v) => new Date(v.scheduledDate).getUTCDay() === 2)).toBe(true); // Tuesdays
  });
});

describe("visit transitions", () => {
  it("start → complete; skip keeps its occurrence so the horizon never recreates it", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    const [first, second] = await visitsOf(id);
    const crew = { ...world.scope, memberId: world.employee.id, managesSchedule: false };
    await startVisit(crew, first.id, NOW);
    await completeVisit(crew, first.id, "Edges trimmed", NOW);
    await skipVisit({ ...world.scope, memberId: null, managesSchedule: true }, second.id, "Customer away");
    await extendVisitHorizons(db, NOW);
    const [a, b] = await visitsOf(id);
    expect(a).toMatchObject({ status: "completed", completionNote: "Edges trimmed" });
    expect(a.startedAt).not.toBeNull();
    expect(b).toMatchObject({ status: "skipped", skipReason: "Customer away" });
    expect(await visitsOf(id)).toHaveLength(9);
    await expect(startVisit(crew, first.id, NOW)).rejects.toMatchObject({ code: "conflict" });
  });

  it("a field employee cannot touch a visit assigned to someone else (not found)", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world, { employeeIds: [world.ownerMember.id] });
    const [first] = await visitsOf(id);
    await expect(startVisit({ ...world.scope, memberId: world.employee.id, managesSchedule: false }, first.id, NOW)).rejects.toMatchObject({
      code: "not_found",
    });
    const [row] = await db.select().from(s.jobs).where(and(eq(s.jobs.id, first.id)));
    expect(row.status).toBe("scheduled");
  });
});
