import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { updateJobAction } from "@/lib/admin/actions/schedule/update-job";
import { asStaff } from "../../support/fake-request";
import { schedulingWorld, weeklyJob } from "./fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * An update changes what it was sent and nothing else. updateJobSchema was once
 * `jobFieldsSchema.partial()`, and zod 4 applies a default inside an optional: renaming a weekly
 * job cleared its property, service, instructions, price and crew and made it a one-off.
 */
describe("updateJobAction with only a new title", () => {
  it("renames the job and keeps its property, service, instructions, price, crew and recurrence", async () => {
    const world = await schedulingWorld();
    const job = await weeklyJob(world, { instructions: "Gate code 4821", priceCents: 4500 });
    const before = (await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, job.id)))[0];
    expect(before.rrule).not.toBeNull();

    await asStaff(world.business.owner.id);
    expect(await updateJobAction({ jobId: job.id, title: "Weekly mowing and edging" })).toMatchObject({ ok: true });

    const after = (await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, job.id)))[0];
    expect(after).toMatchObject({
      title: "Weekly mowing and edging",
      propertyId: world.property.id,
      serviceId: world.service.id,
      instructions: "Gate code 4821",
      priceCents: 4500,
      rrule: before.rrule,
      startDate: before.startDate,
      startTime: before.startTime,
      durationMinutes: before.durationMinutes,
    });
    const crew = await db.select({ memberId: s.jobSeriesAssignees.memberId }).from(s.jobSeriesAssignees).where(eq(s.jobSeriesAssignees.seriesId, job.id));
    expect(crew.map((row) => row.memberId)).toEqual([world.employee.id]);
  });
});
