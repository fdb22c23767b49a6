import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { completeVisitAction } from "@/lib/admin/actions/schedule/complete-visit";
import { createJobAction } from "@/lib/admin/actions/schedule/create-job";
import { pauseJobAction } from "@/lib/admin/actions/schedule/pause-job";
import { resumeJobAction } from "@/lib/admin/actions/schedule/resume-job";
import { previewSeriesShiftAction, shiftSeriesAction } from "@/lib/admin/actions/schedule/shift-series";
import { skipVisitAction } from "@/lib/admin/actions/schedule/skip-visit";
import { startVisitAction } from "@/lib/admin/actions/schedule/start-visit";
import { asAnonymous, asStaff, revalidatedPaths } from "../../support/fake-request";
import { schedulingWorld } from "./fixtures";

// The real exports through staffAction: Auth.js session cookie, permissions re-read from the DB.
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

beforeEach(() => {
  asAnonymous();
});

const jobInput = (world: Awaited<ReturnType<typeof schedulingWorld>>) => ({
  customerId: world.customer.id,
  title: "Weekly mowing",
  // Within the rolling horizon (a recurring job further ahead has no visits yet).
  startDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
  startTime: "09:00",
  durationMinutes: 45,
  employeeIds: [world.employee.id],
  recurrence: { frequency: "weekly" as const, interval: 1, byWeekday: [] },
});

describe("scheduling server actions", () => {
  it("the owner creates a job; a field employee (view_jobs only) is refused with 403 and nothing is written", async () => {
    const world = await schedulingWorld();
    await asStaff(world.employeeUser.id);
    expect(await createJobAction(jobInput(world))).toMatchObject({ ok: false, status: 403, code: "forbidden" });
    expect(await db.select().from(s.jobSeries).where(eq(s.jobSeries.businessId, world.business.id))).toEqual([]);

    await asStaff(world.business.owner.id);
    const created = await createJobAction(jobInput(world));
    expect(created.ok).toBe(true);
    expect(revalidatedPaths()).toContain("/admin/schedule");
    const visits = await db.select().from(s.jobs).where(eq(s.jobs.businessId, world.business.id));
    expect(visits.length).toBeGreaterThan(0);
  });

  it("the field employee starts and completes their own visit but cannot skip it", async () => {
    const world = await schedulingWorld();
    await asStaff(world.business.owner.id);
    const created = await createJobAction(jobInput(world));
    if (!created.ok) throw new Error(created.message);
    const [visit] = await db.select().from(s.jobs).where(eq(s.jobs.seriesId, created.data.id)).limit(1);

    await asStaff(world.employeeUser.id);
    expect(await skipVisitAction({ visitId: visit.id, reason: "no" })).toMatchObject({ ok: false, status: 403 });
    expect(await startVisitAction({ visitId: visit.id })).toMatchObject({ ok: true });
    expect(await completeVisitAction({ visitId: visit.id, note: "All done" })).toMatchObject({ ok: true });
    const [row] = await db.select().from(s.jobs).where(eq(s.jobs.id, visit.id));
    expect(row).toMatchObject({ status: "completed", completionNote: "All done" });
    expect(await completeVisitAction({ visitId: visit.id, note: "again" })).toMatchObject({ ok: false, status: 409, message: "This visit is already closed" });
  });

  it("refuses a bad time with 400 and the schema's message", async () => {
    const world = await schedulingWorld();
    await asStaff(world.business.owner.id);
    expect(await createJobAction({ ...jobInput(world), startTime: "9am" })).toMatchObject({ ok: false, status: 400, message: "Please enter a valid time" });
  });

  it("pause and resume: the owner pauses and resumes; a field employee and another business's owner are refused", async () => {
    const world = await schedulingWorld();
    const other = await schedulingWorld();
    await asStaff(world.business.owner.id);
    const created = await createJobAction(jobInput(world));
    if (!created.ok) throw new Error(created.message);
    const jobId = created.data.id;
    const until = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);

    await asStaff(world.employeeUser.id);
    expect(await pauseJobAction({ jobId, until })).toMatchObject({ ok: false, status: 403, code: "forbidden" });
    await asStaff(other.business.owner.id);
    expect(await pauseJobAction({ jobId, until })).toMatchObject({ ok: false, status: 404, message: "Job not found" });
    const [untouched] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, jobId));
    expect(untouched.pausedUntil).toBeNull();

    await asStaff(world.business.owner.id);
    expect(await pauseJobAction({ jobId, until: "someday" })).toMatchObject({ ok: false, status: 400, message: "Please enter the date the job resumes" });
    expect(await pauseJobAction({ jobId, until })).toMatchObject({ ok: true, data: { pausedUntil: until } });
    const skipped = await db.select().from(s.jobs).where(eq(s.jobs.seriesId, jobId));
    expect(skipped.filter((v) => v.skipReason === "paused").length).toBeGreaterThan(0);

    await asStaff(world.employeeUser.id);
    expect(await resumeJobAction({ jobId })).toMatchObject({ ok: false, status: 403 });
    await asStaff(world.business.owner.id);
    expect(await resumeJobAction({ jobId })).toMatchObject({ ok: true });
    expect(await resumeJobAction({ jobId })).toMatchObject({ ok: false, status: 409, message: "This job is not paused" });
    const [resumed] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, jobId));
    expect(resumed.pausedUntil).toBeNull();
  });

  it("shift: preview and confirm as the owner; refused for a field employee, another business and a zero shift", async () => {
    const world = await schedulingWorld();
    const other = await schedulingWorld();
    await asStaff(world.business.owner.id);
    const created = await createJobAction(jobInput(world));
    if (!created.ok) throw new Error(created.message);
    const [first] = await db.select().from(s.jobs).where(eq(s.jobs.seriesId, created.data.id)).orderBy(s.jobs.scheduledDate).limit(1);

    await asStaff(world.employeeUser.id);
    expect(await previewSeriesShiftAction({ visitId: first.id, days: 1 })).toMatchObject({ ok: false, status: 403 });
    expect(await shiftSeriesAction({ visitId: first.id, days: 1 })).toMatchObject({ ok: false, status: 403 });
    await asStaff(other.business.owner.id);
    expect(await shiftSeriesAction({ visitId: first.id, days: 1 })).toMatchObject({ ok: false, status: 404, message: "Visit not found" });

    await asStaff(world.business.owner.id);
    expect(await shiftSeriesAction({ visitId: first.id, days: 0 })).toMatchObject({ ok: false, status: 400, message: "Shift by 1 to 60 days, later or earlier" });
    const preview = await previewSeriesShiftAction({ visitId: first.id, days: 2 });
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.data.moves[0].visitId).toBe(first.id);
    const [still] = await db.select().from(s.jobs).where(eq(s.jobs.id, first.id));
    expect(still.scheduledDate.toISOString()).toBe(first.scheduledDate.toISOString());
    expect(await shiftSeriesAction({ visitId: first.id, days: 2 })).toMatchObject({ ok: true });
    const [moved] = await db.select().from(s.jobs).where(eq(s.jobs.id, first.id));
    expect(moved.scheduledDate.getTime() - first.scheduledDate.getTime()).toBeGreaterThanOrEqual(2 * 86_400_000 - 3_600_000);
    expect(moved.scheduledDate.getTime() - first.scheduledDate.getTime()).toBeLessThanOrEqual(2 * 86_400_000 + 3_600_000);
    expect(revalidatedPaths()).toContain("/admin/schedule");
  });
});
