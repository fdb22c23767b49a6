import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import type { ListParams } from "@/lib/foundation/list-params";
import { listBusinessServiceRequests } from "@/lib/scheduling/service-requests/list-business-service-requests";
import { listJobs } from "@/lib/scheduling/jobs/list-jobs";
import { listMyDay } from "@/lib/scheduling/calendar/list-my-day";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { createCustomer } from "@/tests/support/portal-fixtures";
import { SCHEDULING_NOW, schedulingWorld, weeklyJob } from "./fixtures";

/**
 * The admin's Jobs list (list-jobs.ts), a crew member's day (list-my-day.ts) and the
 * service-request inbox (list-business-service-requests.ts), which only the browser tests
 * loaded: search, filters, each sort both ways, the page and its total, the next visit and the
 * count still to come, and nothing of another business.
 */
type JobParams = ListParams<"next" | "title" | "customer" | "created", "type">;
const params = (over: Partial<JobParams> = {}): JobParams => ({ q: "", page: 1, sort: "next", dir: "asc", filters: {}, pageSize: 25, offset: 0, ...over });

async function jobsWorld() {
  const world = await schedulingWorld();
  const now = new Date();
  const today = toWallClock(now, "America/New_York").date;
  const adams = await createCustomer(db, world.business.id, { firstName: "Ada", lastName: "Adams" });
  // Weekly from tomorrow; a one-off for Ada Adams in three days; a one-off in March (past).
  const weekly = await weeklyJob(world, { title: "Weekly mowing", startDate: addDays(today, 1), recurrence: { frequency: "weekly", interval: 1, byWeekday: [] } }, now);
  const cleanup = await weeklyJob(world, { title: "Spring cleanup", customerId: adams.id, propertyId: null, startDate: addDays(today, 3), recurrence: null }, now);
  const aeration = await weeklyJob(world, { title: "Aeration", serviceId: null, recurrence: null });
  const other = await schedulingWorld();
  await weeklyJob(other, { title: "Weekly mowing elsewhere" }, now);
  return { world, weekly, cleanup, aeration };
}

describe("listJobs", () => {
  it("sorts by the next visit, soonest first, jobs with none last, either way; shows the next visit and how many are to come", async () => {
    const { world, weekly, cleanup, aeration } = await jobsWorld();
    const asc = await listJobs(world.scope, params());
    expect(asc.total).toBe(3);
    expect(asc.rows.map((r) => r.id)).toEqual([weekly.id, cleanup.id, aeration.id]);
    const [w, c, a] = asc.rows;
    expect(w).toMatchObject({ title: "Weekly mowing", customerName: "Casey Tester", serviceName: "Weekly Mowing", status: "active" });
    expect(w.rrule).toContain("FREQ=WEEKLY");
    expect(w.upcomingVisits).toBeGreaterThan(1);
    expect(w.nextVisitAt).toBeInstanceOf(Date);
    expect(c).toMatchObject({ customerName: "Ada Adams", rrule: null, upcomingVisits: 1 });
    expect(c.nextVisitAt!.getTime()).toBeGreaterThan(w.nextVisitAt!.getTime());
    expect(a).toMatchObject({ serviceName: null, nextVisitAt: null, upcomingVisits: 0 });
    const desc = await listJobs(world.scope, params({ dir: "desc" }));
    expect(desc.rows.map((r) => r.id)).toEqual([cleanup.id, weekly.id, aeration.id]);
  });

  it("sorts by title, customer and creation, each both ways", async () => {
    const { world, weekly, cleanup, aeration } = await jobsWorld();
    const ids = async (over: Partial<JobParams>) => (await listJobs(world.scope, params(over))).rows.map((r) => r.id);
    expect(await ids({ sort: "title" })).toEqual([aeration.id, cleanup.id, weekly.id]);
    expect(await ids({ sort: "title", dir: "desc" })).toEqual([weekly.id, cleanup.id, aeration.id]);
    expect((await ids({ sort: "customer" }))[0]).toBe(cleanup.id);
    expect((await ids({ sort: "customer", dir: "desc" }))[2]).toBe(cleanup.id);
    expect(await ids({ sort: "created" })).toEqual([weekly.id, cleanup.id, aeration.id]);
    expect(await ids({ sort: "created", dir: "desc" })).toEqual([aeration.id, cleanup.id, weekly.id]);
  });

  it("filters recurring and one-off jobs, and searches titles and customers' names with % and _ taken literally", async () => {
    const { world, weekly, cleanup, aeration } = await jobsWorld();
    const ids = async (over: Partial<JobParams>) => (await listJobs(world.scope, params({ sort: "title", ...over }))).rows.map((r) => r.id);
    expect(await ids({ filters: { type: "recurring" } })).toEqual([weekly.id]);
    expect(await ids({ filters: { type: "one_off" } })).toEqual([aeration.id, cleanup.id]);
    expect(await ids({ q: "SPRING" })).toEqual([cleanup.id]);
    expect(await ids({ q: "casey tes" })).toEqual([aeration.id, weekly.id]);
    expect(await ids({ q: "%" })).toEqual([]);
    expect(await ids({ q: "_" })).toEqual([]);
  });

  it("pages with the total of every match", async () => {
    const { world, aeration } = await jobsWorld();
    const page = await listJobs(world.scope, params({ sort: "title", dir: "desc", pageSize: 2, offset: 2, page: 2 }));
    expect(page.rows.map((r) => r.id)).toEqual([aeration.id]);
    expect(page.total).toBe(3);
    expect(await listJobs(world.scope, params({ q: "nothing like this" }))).toEqual({ rows: [], total: 0 });
  });
});

describe("listMyDay", () => {
  it("lists a crew member's visits of the local day, not cancelled ones and not a colleague's", async () => {
    const world = await schedulingWorld();
    const job = await weeklyJob(world);
    const [visit] = await db.select().from(s.jobs).where(and(eq(s.jobs.seriesId, job.id), eq(s.jobs.occurrenceDate, "2026-03-02")));
    const crew = { ...world.scope, timeZone: "America/New_York", memberId: world.employee.id };
    const day = await listMyDay(crew, SCHEDULING_NOW);
    expect(day.date).toBe("2026-03-02");
    expect(day.visits.map((v) => v.id)).toEqual([visit.id]);
    expect((await listMyDay({ ...crew, memberId: world.ownerMember.id }, SCHEDULING_NOW)).visits).toEqual([]);
    await db.update(s.jobs).set({ status: "cancelled" }).where(eq(s.jobs.id, visit.id));
    expect((await listMyDay(crew, SCHEDULING_NOW)).visits).toEqual([]);
  });
});

describe("listBusinessServiceRequests", () => {
  it("lists pending requests first, then the newest, one status on request, with the total, and none of another business", async () => {
    const world = await schedulingWorld();
    const other = await schedulingWorld();
    const request = async (status: string, createdAt: string, serviceId: string | null = null) =>
      (await db.insert(s.serviceRequests).values({ businessId: world.business.id, customerId: world.customer.id, serviceId, status, createdAt: new Date(createdAt) }).returning())[0];
    const oldPending = await request("pending", "2026-03-01T10:00:00Z", world.service.id);
    const declined = await request("declined", "2026-03-03T10:00:00Z");
    const newPending = await request("pending", "2026-03-02T10:00:00Z");
    const accepted = await request("accepted", "2026-03-04T10:00:00Z");
    await db.insert(s.serviceRequests).values({ businessId: other.business.id, customerId: other.customer.id });

    const all = await listBusinessServiceRequests(world.scope, { offset: 0, limit: 10 });
    expect(all.total).toBe(4);
    expect(all.rows.map((r) => r.id)).toEqual([newPending.id, oldPending.id, accepted.id, declined.id]);
    expect(all.rows[1]).toMatchObject({ customerName: "Casey Tester", serviceName: "Weekly Mowing", status: "pending" });
    expect(all.rows[0].serviceName).toBeNull();

    const pending = await listBusinessServiceRequests(world.scope, { status: "pending", offset: 1, limit: 1 });
    expect(pending).toMatchObject({ total: 2, rows: [{ id: oldPending.id }] });
    expect(await listBusinessServiceRequests(world.scope, { status: "withdrawn", offset: 0, limit: 10 })).toEqual({ rows: [], total: 0 });
  });
});
