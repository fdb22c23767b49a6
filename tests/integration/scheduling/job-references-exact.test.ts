import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createJob } from "@/lib/scheduling/jobs/create-job";
import { editVisit } from "@/lib/scheduling/visits/edit-visit";
import { jobFieldsSchema, type JobFieldsInput } from "@/lib/scheduling/jobs/job-schema";
import { completeVisit } from "@/lib/scheduling/visits/visit-transitions";
import { createBusiness, createCustomer, createService, unique } from "@/tests/support/portal-fixtures";
import { SCHEDULING_NOW, schedulingWorld, weeklyJob } from "./fixtures";

/*
 * Every id a job or a visit move points at must be a row of the same business
 * (lib/scheduling/jobs/check-job-references.ts): a service, an employee or a property of another
 * business answers "not found" on its own field, exactly like a missing row, and nothing is
 * written. Written against the mutants that survived the scheduling-visits-a-e run (28 Nov):
 * no test had given a job another business's service or employee.
 */

type World = Awaited<ReturnType<typeof schedulingWorld>>;

const oneOff = (world: World, extra: Partial<JobFieldsInput> = {}) =>
  jobFieldsSchema.parse({ customerId: world.customer.id, title: unique("Refused job"), startDate: "2026-06-10", startTime: "13:30", durationMinutes: 60, ...extra });

const jobCount = (businessId: string) => db.select({ id: s.jobSeries.id }).from(s.jobSeries).where(eq(s.jobSeries.businessId, businessId)).then((rows) => rows.length);

async function strangerMember(businessId: string, active = true) {
  const [user] = await db.insert(s.users).values({ email: `${unique("other-crew")}@example.test`, userType: "employee", firstName: "Otto", lastName: "Other" }).returning();
  const [member] = await db.insert(s.businessMembers).values({ businessId, userId: user.id, role: "employee", roleTemplate: "field_employee", active }).returning();
  return member;
}

const visitsOf = (seriesId: string) => db.select().from(s.jobs).where(eq(s.jobs.seriesId, seriesId)).orderBy(asc(s.jobs.scheduledDate));

describe("a job's references must be rows of its own business", () => {
  it("refuses another business's service on its field, and writes no job", async () => {
    const world = await schedulingWorld();
    const other = await createBusiness(db);
    const theirService = await createService(db, other.id, { name: "Their mowing" });
    const before = await jobCount(world.business.id);
    await expect(createJob(world.scope, oneOff(world, { serviceId: theirService.id }), SCHEDULING_NOW)).rejects.toMatchObject({
      code: "not_found",
      message: "Service not found",
      field: "serviceId",
    });
    expect(await jobCount(world.business.id)).toBe(before);
    // Its own service is fine.
    await expect(createJob(world.scope, oneOff(world, { serviceId: world.service.id }), SCHEDULING_NOW)).resolves.toMatchObject({ id: expect.any(String) });
  });

  it("refuses another business's employee, and an inactive one of its own, on the employees field", async () => {
    const world = await schedulingWorld();
    const other = await createBusiness(db);
    const theirs = await strangerMember(other.id);
    const former = await strangerMember(world.business.id, false);
    for (const employeeIds of [[theirs.id], [world.employee.id, theirs.id], [former.id]]) {
      await expect(createJob(world.scope, oneOff(world, { employeeIds }), SCHEDULING_NOW)).rejects.toMatchObject({
        code: "not_found",
        message: "Employee not found",
        field: "employeeIds",
      });
    }
    // The same employee named twice is one employee, not a missing one.
    const { id } = await createJob(world.scope, oneOff(world, { employeeIds: [world.employee.id, world.employee.id] }), SCHEDULING_NOW);
    const assignees = await db.select().from(s.jobSeriesAssignees).where(eq(s.jobSeriesAssignees.seriesId, id));
    expect(assignees.map((a) => a.memberId)).toEqual([world.employee.id]);
  });

  it("names the field of a missing customer or property", async () => {
    const world = await schedulingWorld();
    const other = await createBusiness(db);
    const stranger = await createCustomer(db, other.id);
    await expect(createJob(world.scope, oneOff(world, { customerId: stranger.id }), SCHEDULING_NOW)).rejects.toMatchObject({
      message: "Customer not found",
      field: "customerId",
    });
    const [theirProperty] = await db
      .insert(s.properties)
      .values({ businessId: other.id, customerId: stranger.id, label: "Theirs", address: "1 Far Rd", isPrimary: true })
      .returning();
    await expect(createJob(world.scope, oneOff(world, { propertyId: theirProperty.id }), SCHEDULING_NOW)).rejects.toMatchObject({
      code: "not_found",
      message: "Property not found",
      field: "propertyId",
    });
  });
});

describe("moving a visit", () => {
  it("refuses another business's employee and leaves the visit where it was", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    const [, second] = await visitsOf(id);
    const theirs = await strangerMember((await createBusiness(db)).id);
    await expect(
      editVisit(world.scope, { visitId: second.id, scope: "this", date: "2026-03-10", time: "14:00", durationMinutes: 60, employeeId: theirs.id }, SCHEDULING_NOW),
    ).rejects.toMatchObject({ code: "not_found", message: "Employee not found", field: "employeeIds" });
    const [after] = await db.select().from(s.jobs).where(eq(s.jobs.id, second.id));
    expect(after.scheduledDate.toISOString()).toBe(second.scheduledDate.toISOString());
    expect(after.assigneeMemberId).toBe(second.assigneeMemberId);
  });

  it("refuses to move a completed visit", async () => {
    const world = await schedulingWorld();
    const { id } = await weeklyJob(world);
    const [first] = await visitsOf(id);
    await completeVisit({ ...world.scope, memberId: world.employee.id, managesSchedule: false }, first.id, "Done", SCHEDULING_NOW);
    await expect(
      editVisit(world.scope, { visitId: first.id, scope: "this", date: "2026-03-04", time: "10:00", durationMinutes: 45, employeeId: null }, SCHEDULING_NOW),
    ).rejects.toMatchObject({ code: "conflict", message: "Only a scheduled visit can be rescheduled" });
    const [after] = await db.select().from(s.jobs).where(eq(s.jobs.id, first.id));
    expect(after.scheduledDate.toISOString()).toBe(first.scheduledDate.toISOString());
  });
});
