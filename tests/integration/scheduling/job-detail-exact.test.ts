import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { getJobDetail } from "@/lib/scheduling/jobs/get-job-detail";
import { jobFormOptions } from "@/lib/scheduling/jobs/job-form-options";
import { createCustomer } from "@/tests/support/portal-fixtures";
import { SCHEDULING_NOW, schedulingWorld, weeklyJob } from "./fixtures";

/**
 * The job page's loader and the job form's options (get-job-detail.ts, job-form-options.ts), read
 * as the admin sees them: names and the address as one line, the crew in order, every visit,
 * the pause, and nothing of another business. Mutation testing found no test that loaded them.
 */
describe("getJobDetail", () => {
  it("shows the job with its customer's name, the property's address, the service, the crew and its visits", async () => {
    const world = await schedulingWorld();
    const job = await weeklyJob(world, { instructions: "Gate code 4821", priceCents: 4500 });
    const detail = await getJobDetail(world.scope, job.id, SCHEDULING_NOW);
    expect(detail).toMatchObject({
      id: job.id,
      title: "Weekly mowing",
      customerId: world.customer.id,
      customerName: "Casey Tester",
      propertyId: world.property.id,
      propertyAddress: "12 Elm St, Columbus, OH",
      serviceId: world.service.id,
      serviceName: "Weekly Mowing",
      instructions: "Gate code 4821",
      startDate: "2026-03-02",
      startTime: "09:00",
      durationMinutes: 45,
      timeZone: "America/New_York",
      recurrence: { frequency: "weekly", interval: 1, byWeekday: ["MO"] },
      priceCents: 4500,
      status: "active",
      pausedUntil: null,
      pausedFrom: null,
      hasFuture: true,
      employees: [{ id: world.employee.id, name: "Eli Crew" }],
    });
    const stored = await db.select({ id: s.jobs.id }).from(s.jobs).where(eq(s.jobs.seriesId, job.id));
    expect(detail.visits.length).toBe(stored.length);
    expect(detail.visits.length).toBeGreaterThan(1);
    expect(detail.visits[0]).toMatchObject({ id: expect.any(String) });
  });

  it("a job with no property, service or crew shows none", async () => {
    const world = await schedulingWorld();
    const job = await weeklyJob(world, { propertyId: null, serviceId: null, employeeIds: [], recurrence: null });
    const detail = await getJobDetail(world.scope, job.id, SCHEDULING_NOW);
    expect(detail).toMatchObject({ propertyAddress: null, serviceName: null, employees: [], recurrence: null, hasFuture: false });
    expect(detail.visits).toHaveLength(1);
  });

  it("a pause that starts later shows both its first day and the day the job resumes; a pause from today only the latter", async () => {
    const world = await schedulingWorld();
    const job = await weeklyJob(world);
    await db.update(s.jobSeries).set({ pausedFrom: "2026-03-16", pausedUntil: "2026-03-30" }).where(eq(s.jobSeries.id, job.id));
    expect(await getJobDetail(world.scope, job.id, SCHEDULING_NOW)).toMatchObject({ pausedFrom: "2026-03-16", pausedUntil: "2026-03-30" });
    await db.update(s.jobSeries).set({ pausedFrom: "2026-03-02" }).where(eq(s.jobSeries.id, job.id));
    expect(await getJobDetail(world.scope, job.id, SCHEDULING_NOW)).toMatchObject({ pausedFrom: null, pausedUntil: "2026-03-30" });
    await db.update(s.jobSeries).set({ pausedFrom: "2026-03-16", pausedUntil: "2026-03-01" }).where(eq(s.jobSeries.id, job.id));
    expect(await getJobDetail(world.scope, job.id, SCHEDULING_NOW)).toMatchObject({ pausedFrom: null, pausedUntil: null });
  });

  it("another business's job is 'Job not found'", async () => {
    const world = await schedulingWorld();
    const other = await schedulingWorld();
    const job = await weeklyJob(world);
    await expect(getJobDetail(other.scope, job.id, SCHEDULING_NOW)).rejects.toMatchObject({ code: "not_found", message: "Job not found" });
  });
});

describe("jobFormOptions", () => {
  it("offers the business's active customers, its properties as label and address, its active services and its team", async () => {
    const world = await schedulingWorld();
    await createCustomer(db, world.business.id, { firstName: "Ann", lastName: "Archived", status: "inactive" });
    await db.insert(s.services).values({ businessId: world.business.id, name: "Old service", active: false, billingMethod: "per_visit" });
    const other = await schedulingWorld();
    const options = await jobFormOptions(world.scope);
    expect(options.customers).toEqual([{ id: world.customer.id, name: "Casey Tester" }]);
    expect(options.properties).toEqual([{ id: world.property.id, customerId: world.customer.id, label: "Home — 12 Elm St", isPrimary: true }]);
    expect(options.services).toEqual([{ id: world.service.id, name: "Weekly Mowing", durationMinutes: 45, priceCents: world.service.priceCents }]);
    expect(options.employees.map((e) => e.id)).toContain(world.employee.id);
    expect(options.employees.find((e) => e.id === world.employee.id)?.name).toBe("Eli Crew");
    expect(JSON.stringify(options)).not.toContain(other.customer.id);
    expect(JSON.stringify(options)).not.toContain(other.employee.id);
  });
});
