import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { listUpcomingCustomerVisits } from "@/lib/scheduling/self-service/list-upcoming-customer-visits";
import { listVisits } from "@/lib/scheduling/visits/list-visits";
import { schedulingWorld, weeklyJob } from "./fixtures";

/**
 * What the calendar and the portal's dashboard read of a visit (list-visits.ts,
 * list-upcoming-customer-visits.ts): where to go when the job has no property, whether it
 * repeats, and a visit under way still listed. Mutation testing found these unasserted.
 */
describe("listVisits", () => {
  it("gives the property's address, or the customer's when the job has no property, and says whether the job repeats", async () => {
    const world = await schedulingWorld();
    await db.update(s.customers).set({ address: "9 Oak Ave", city: "Dayton", state: "OH" }).where(eq(s.customers.id, world.customer.id));
    const weekly = await weeklyJob(world);
    const oneOff = await weeklyJob(world, { title: "Gutter clean", propertyId: null, recurrence: null, startTime: "13:00" });
    const day = { from: new Date("2026-03-02T05:00:00Z"), to: new Date("2026-03-03T05:00:00Z") };
    const visits = await listVisits({ ...world.scope, timeZone: "America/New_York" }, day);
    const byJob = new Map(visits.map((v) => [v.jobId, v]));
    expect(byJob.get(weekly.id)).toMatchObject({ address: "12 Elm St, Columbus, OH", recurring: true, localTime: "09:00" });
    expect(byJob.get(oneOff.id)).toMatchObject({ address: "9 Oak Ave, Dayton, OH", recurring: false, localTime: "13:00" });
  });
});

describe("listUpcomingCustomerVisits", () => {
  it("lists a visit under way first, even though it started before now, then the scheduled ones from now", async () => {
    const world = await schedulingWorld();
    const job = await weeklyJob(world);
    const [first] = await db.select().from(s.jobs).where(and(eq(s.jobs.seriesId, job.id), eq(s.jobs.occurrenceDate, "2026-03-02")));
    await db.update(s.jobs).set({ status: "in_progress" }).where(eq(s.jobs.id, first.id));
    const customer = { businessId: world.business.id, customerId: world.customer.id };
    const later = new Date("2026-03-02T16:00:00Z"); // 11:00 in New York, two hours after the visit began
    const upcoming = await listUpcomingCustomerVisits(customer, 3, later);
    expect(upcoming.map((v) => v.status)).toEqual(["in_progress", "scheduled", "scheduled"]);
    expect(upcoming[0].id).toBe(first.id);
    expect(upcoming[1].scheduledDate).toBe("2026-03-09T13:00:00.000Z");
  });
});
