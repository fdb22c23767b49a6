import { and, asc, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { pageLoaders } from "@/lib/portal/page-loaders";
import { createJob as scheduleJob } from "@/lib/scheduling/jobs/create-job";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { createBusiness, createCustomer, createJob, createService } from "../../support/portal-fixtures";

/**
 * Issue 37: the portal's /services beside an active weekly job. "My Services" counts the
 * customer's running recurring jobs as well as their subscriptions, Available Services knows
 * which services already run for them, and Service History keeps upcoming visits (soonest
 * first) apart from past ones (newest first) — before, next month's visits led the list.
 */
const TZ = "America/New_York";
let biz: Awaited<ReturnType<typeof createBusiness>>;
let scope: { businessId: string; customerId: string };
let mowing: Awaited<ReturnType<typeof createService>>;
let jobId: string;
const today = () => new Date().toISOString().slice(0, 10);
const days = (n: number) => new Date(Date.now() + n * 86_400_000);

beforeAll(async () => {
  biz = await createBusiness(db, { timezone: TZ });
  const customer = await createCustomer(db, biz.id);
  scope = { businessId: biz.id, customerId: customer.id };
  mowing = await createService(db, biz.id, { name: "Weekly Mowing", priceCents: 4_500, billingMethod: "per_visit", isRecurring: true, recurringInterval: "week" });
  await createService(db, biz.id, { name: "Hedge Trimming", priceCents: 6_500, billingMethod: "hourly" });
  // The business schedules a weekly mowing for the customer (no portal sign-up, no subscription).
  ({ id: jobId } = await scheduleJob({ businessId: biz.id }, {
    customerId: customer.id, propertyId: null, serviceId: mowing.id, title: "Weekly mowing", instructions: null,
    startDate: addDays(today(), 3), startTime: "09:00", durationMinutes: 45, employeeIds: [],
    recurrence: { frequency: "weekly", interval: 1, byWeekday: [], byMonthDay: null, bySetPosition: null, until: null, count: null }, season: null, priceCents: null,
  }));
  // Visits already done, and a one-off later this month that was cancelled.
  await createJob(db, scope, { serviceId: mowing.id, status: "completed", scheduledDate: days(-30), completedAt: days(-30) });
  await createJob(db, scope, { serviceId: mowing.id, status: "completed", scheduledDate: days(-2), completedAt: days(-2) });
  await createJob(db, scope, { serviceId: mowing.id, status: "cancelled", scheduledDate: days(20) });
  // Jobs that are not running: ended by their rule, cancelled, a one-off — and another customer's.
  const series = (values: Partial<typeof s.jobSeries.$inferInsert>) =>
    db.insert(s.jobSeries).values({ ...scope, title: "Old", startDate: "2019-01-07", startTime: "09:00", durationMinutes: 30, timeZone: TZ, rrule: "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO", ...values });
  await series({ rrule: "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;UNTIL=20200106", serviceId: mowing.id });
  await series({ status: "cancelled" });
  await series({ rrule: null, startDate: addDays(today(), 5) });
  const neighbour = await createCustomer(db, biz.id);
  await series({ customerId: neighbour.id, title: "Neighbour's mowing" });
});

describe("My Services", () => {
  it("lists the running weekly job with its service, price per visit and next visit, and nothing that is not running", async () => {
    const { subscriptions, serviceJobs } = await pageLoaders.services(scope);
    expect(subscriptions).toEqual([]);
    const [next] = await db
      .select({ at: s.jobs.scheduledDate })
      .from(s.jobs)
      .where(and(eq(s.jobs.businessId, biz.id), eq(s.jobs.seriesId, jobId), gt(s.jobs.scheduledDate, new Date())))
      .orderBy(asc(s.jobs.scheduledDate))
      .limit(1);
    expect(serviceJobs).toEqual([
      {
        id: jobId, serviceId: mowing.id, name: "Weekly Mowing", repeats: expect.stringMatching(/^Every week/), pricePerVisitCents: 4_500,
        startDate: addDays(today(), 3), nextVisitAt: next.at.toISOString(), resumesOn: null,
      },
    ]);
  });
});

describe("Service History", () => {
  it("puts upcoming visits soonest first and past visits newest first, never mixed", async () => {
    const { history } = await pageLoaders.services(scope);
    const now = Date.now();
    const at = (v: { scheduledDate: string }) => new Date(v.scheduledDate).getTime();
    expect(history.upcoming.length).toBeGreaterThan(3);
    expect(history.upcoming.every((v) => at(v) > now)).toBe(true);
    expect(history.upcoming.map(at)).toEqual(history.upcoming.map(at).sort((a, b) => a - b));
    // The cancelled one-off stays at its date, among the visits to come, with its status.
    expect(history.upcoming.filter((v) => v.status === "cancelled")).toHaveLength(1);
    expect(history.past.map((v) => [v.status, Math.round((at(v) - now) / 86_400_000)])).toEqual([["completed", -2], ["completed", -30]]);
    const visits = await db.select({ id: s.jobs.id }).from(s.jobs).where(and(eq(s.jobs.businessId, biz.id), eq(s.jobs.customerId, scope.customerId)));
    expect(history.upcoming.length + history.past.length).toBe(visits.length);
  });

  it("keeps a visit that was started before its time among the past ones", async () => {
    const early = await createJob(db, scope, { serviceId: mowing.id, status: "in_progress", scheduledDate: new Date(Date.now() + 3_600_000), startedAt: new Date() });
    const { history } = await pageLoaders.services(scope);
    expect(history.past[0].id).toBe(early.id);
    expect(history.upcoming.map((v) => v.id)).not.toContain(early.id);
  });
});
