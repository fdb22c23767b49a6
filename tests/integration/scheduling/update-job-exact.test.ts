import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { updateJobSchema } from "@/lib/scheduling/jobs/job-schema";
import { updateJob } from "@/lib/scheduling/jobs/update-job";
import { createCustomer } from "@/tests/support/portal-fixtures";
import { schedulingWorld, weeklyJob } from "./fixtures";

/**
 * updateJob (update-job.ts) field by field: what an edit leaves out stays as it was, a new
 * customer drops the old customer's property unless one is given, empty instructions clear
 * them, and a null recurrence or price is a change, not an omission.
 */
type World = Awaited<ReturnType<typeof schedulingWorld>>;
// 2030, out of reach of other files' extendVisitHorizons runs on the shared database.
const NOW = new Date("2030-03-04T12:00:00Z");
const job = (w: World) => weeklyJob(w, { startDate: "2030-03-04", instructions: "Mind the dog", priceCents: 4500 }, NOW);
const update = (w: World, input: Record<string, unknown>) => updateJob(w.scope, updateJobSchema.parse(input), NOW);
const seriesOf = async (id: string) => (await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id)))[0];
const crewOf = async (id: string) =>
  (await db.select({ memberId: s.jobSeriesAssignees.memberId }).from(s.jobSeriesAssignees).where(eq(s.jobSeriesAssignees.seriesId, id)).orderBy(asc(s.jobSeriesAssignees.position))).map(
    (a) => a.memberId,
  );
const kept = ["customerId", "propertyId", "serviceId", "title", "instructions", "startDate", "startTime", "durationMinutes", "rrule", "priceCents"] as const;
const fieldsOf = async (id: string) => {
  const row = await seriesOf(id);
  return Object.fromEntries(kept.map((k) => [k, row[k]]));
};

describe("updateJob, field by field", () => {
  it("an edit of the title alone keeps every other field and the crew", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w);
    const before = await fieldsOf(id);
    expect(before).toMatchObject({ propertyId: w.property.id, serviceId: w.service.id, instructions: "Mind the dog", priceCents: 4500, rrule: expect.stringContaining("FREQ=WEEKLY") });
    expect(await update(w, { jobId: id, title: "Mowing and edging" })).toEqual({ id });
    expect(await fieldsOf(id)).toEqual({ ...before, title: "Mowing and edging" });
    expect(await crewOf(id)).toEqual([w.employee.id]);
  });

  it("each given field changes; the crew is replaced only when given", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w);
    await update(w, { jobId: id, startDate: "2030-03-05", startTime: "10:15", durationMinutes: 60, priceCents: 5000, recurrence: { frequency: "weekly", interval: 2, byWeekday: ["TU"] } });
    expect(await fieldsOf(id)).toMatchObject({ startDate: "2030-03-05", startTime: "10:15", durationMinutes: 60, priceCents: 5000, rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU" });
    expect(await crewOf(id)).toEqual([w.employee.id]);
    await update(w, { jobId: id, employeeIds: [w.ownerMember.id, w.employee.id] });
    expect(await crewOf(id)).toEqual([w.ownerMember.id, w.employee.id]);
  });

  it("null recurrence, price, service and property are changes; empty instructions clear them", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w);
    await update(w, { jobId: id, recurrence: null, priceCents: null, serviceId: null, propertyId: null, instructions: "" });
    expect(await fieldsOf(id)).toMatchObject({ rrule: null, priceCents: null, serviceId: null, propertyId: null, instructions: null, customerId: w.customer.id });
  });

  it("another customer drops the property unless one is given; the same customer keeps it", async () => {
    const w = await schedulingWorld();
    const { id } = await job(w);
    await update(w, { jobId: id, customerId: w.customer.id });
    expect((await seriesOf(id)).propertyId).toBe(w.property.id);

    const other = await createCustomer(db, w.business.id);
    await update(w, { jobId: id, customerId: other.id });
    expect(await fieldsOf(id)).toMatchObject({ customerId: other.id, propertyId: null, serviceId: w.service.id });

    const [theirs] = await db.insert(s.properties).values({ businessId: w.business.id, customerId: other.id, label: "Cabin", address: "1 Lake Rd" }).returning();
    await update(w, { jobId: id, customerId: other.id, propertyId: theirs.id });
    expect((await seriesOf(id)).propertyId).toBe(theirs.id);
  });

  it("refuses another business's job and another customer's property, changing nothing", async () => {
    const w = await schedulingWorld();
    const other = await schedulingWorld();
    const { id } = await job(w);
    const before = await fieldsOf(id);
    await expect(update(other, { jobId: id, title: "Taken over" })).rejects.toMatchObject({ code: "not_found" });
    await expect(update(w, { jobId: id, propertyId: other.property.id, title: "Elsewhere" })).rejects.toMatchObject({ code: "not_found", message: "Property not found" });
    expect(await fieldsOf(id)).toEqual(before);
    expect(await db.select().from(s.jobSeries).where(and(eq(s.jobSeries.id, id), eq(s.jobSeries.businessId, other.business.id)))).toEqual([]);
  });
});
