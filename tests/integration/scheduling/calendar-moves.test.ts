import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { editVisitAction } from "@/lib/admin/actions/schedule/edit-visit";
import { createJob } from "@/lib/scheduling/jobs/create-job";
import { jobFieldsSchema } from "@/lib/scheduling/jobs/job-schema";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { asAnonymous, asStaff } from "../../support/fake-request";
import { schedulingWorld } from "./fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/** Issue 11 item 3: a calendar move (drag or dialog) reassigns and reports double-booking. */
beforeEach(() => asAnonymous());

const oneOff = async (world: Awaited<ReturnType<typeof schedulingWorld>>, title: string, startDate: string, startTime: string, employeeIds: string[]) => {
  const job = await createJob(world.scope, jobFieldsSchema.parse({ customerId: world.customer.id, title, startDate, startTime, durationMinutes: 60, employeeIds }));
  const [visit] = await db.select().from(s.jobs).where(eq(s.jobs.seriesId, job.id));
  return visit;
};

describe("moving a visit on the calendar", () => {
  it("moves a visit to another day and employee (this visit only) and names the visit it now overlaps", async () => {
    const world = await schedulingWorld();
    const busy = await oneOff(world, "Hedges", "2030-01-08", "09:30", [world.employee.id]);
    const moving = await oneOff(world, "Mowing", "2030-01-07", "09:00", [world.ownerMember.id]);
    await asStaff(world.business.owner.id);

    const result = await editVisitAction({ visitId: moving.id, scope: "this", date: "2030-01-08", time: "09:00", durationMinutes: 60, employeeId: world.employee.id });
    expect(result).toMatchObject({ ok: true, data: { visitId: moving.id, doubleBookedWith: [{ visitId: busy.id, title: "Hedges", customerName: expect.any(String) }] } });
    const [moved] = await db.select().from(s.jobs).where(eq(s.jobs.id, moving.id));
    expect(moved.assigneeMemberId).toBe(world.employee.id);
    expect(toWallClock(moved.scheduledDate, "America/New_York")).toMatchObject({ date: "2030-01-08", time: "09:00" });

    // Back-to-back is no double-booking.
    const apart = await editVisitAction({ visitId: moving.id, scope: "this", date: "2030-01-08", time: "10:30", durationMinutes: 60, employeeId: world.employee.id });
    expect(apart).toMatchObject({ ok: true, data: { doubleBookedWith: [] } });
  });

  it("a field employee (view_jobs only) cannot move a visit, and it stays put", async () => {
    const world = await schedulingWorld();
    const visit = await oneOff(world, "Mowing", "2030-01-07", "09:00", [world.employee.id]);
    await asStaff(world.employeeUser.id);
    expect(await editVisitAction({ visitId: visit.id, scope: "this", date: "2030-01-09", time: "09:00", durationMinutes: 60, employeeId: null })).toMatchObject({
      ok: false,
      status: 403,
    });
    const [row] = await db.select().from(s.jobs).where(eq(s.jobs.id, visit.id));
    expect(row.scheduledDate.toISOString()).toBe(visit.scheduledDate.toISOString());
  });
});
