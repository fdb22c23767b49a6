import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { completeVisitAction } from "@/lib/admin/actions/complete-visit";
import { createJobAction } from "@/lib/admin/actions/create-job";
import { skipVisitAction } from "@/lib/admin/actions/skip-visit";
import { startVisitAction } from "@/lib/admin/actions/start-visit";
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
});
