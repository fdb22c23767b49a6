import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { listCustomerActivity } from "@/lib/customers/activity/list-customer-activity";
import { extendVisitHorizons } from "@/lib/scheduling/series/extend-visit-horizons";
import { listCustomerRecurringJobs } from "@/lib/scheduling/customer-pause/list-customer-recurring-jobs";
import { pauseServiceAsCustomer } from "@/lib/scheduling/customer-pause/pause-service-as-customer";
import { resumeServiceAsCustomer } from "@/lib/scheduling/customer-pause/resume-service-as-customer";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { createCustomer } from "@/tests/support/portal-fixtures";
import { SCHEDULING_NOW as NOW, schedulingWorld, weeklyJob } from "./fixtures";

type World = Awaited<ReturnType<typeof schedulingWorld>>;
const NY = "America/New_York";
const customerScope = (w: World) => ({ businessId: w.business.id, customerId: w.customer.id });
const visitsOf = (seriesId: string) => db.select().from(s.jobs).where(eq(s.jobs.seriesId, seriesId)).orderBy(asc(s.jobs.scheduledDate));
const statusByDate = async (seriesId: string) => Object.fromEntries((await visitsOf(seriesId)).map((v) => [toWallClock(v.scheduledDate, NY).date, v.status]));
const ownerNotices = (w: World) =>
  db.select().from(s.notifications).where(and(eq(s.notifications.businessId, w.business.id), eq(s.notifications.recipientType, "staff")));

// NOW is Monday 2 March 2026 07:00 in New York; the weekly job visits Mondays at 9:00.
describe("a customer pauses their recurring service for a vacation", () => {
  it("skips the visits from the first to the last day as paused, tells the owner, resumes by itself after", async () => {
    const w = await schedulingWorld();
    const { id } = await weeklyJob(w);
    const result = await pauseServiceAsCustomer(customerScope(w), { jobId: id, from: "2026-03-14", until: "2026-03-29" }, "Pat Customer", NOW);
    expect(result).toEqual({ jobId: id, pausedFrom: "2026-03-14", pausedUntil: "2026-03-30", skippedVisits: 2 });
    const statuses = await statusByDate(id);
    expect([statuses["2026-03-09"], statuses["2026-03-16"], statuses["2026-03-23"], statuses["2026-03-30"]]).toEqual(["scheduled", "skipped", "skipped", "scheduled"]);
    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(series).toMatchObject({ pausedFrom: "2026-03-14", pausedUntil: "2026-03-30" });
    const [notice] = await ownerNotices(w);
    expect(notice.title).toBe("Pat Customer paused Weekly mowing: Mar 14, 2026 – Mar 29, 2026");
    expect(notice.body).toBe("2 scheduled visits are skipped; the job resumes by itself on Mar 30, 2026.");
    expect(await listCustomerRecurringJobs(customerScope(w), NOW)).toEqual([{ id, title: "Weekly mowing", today: "2026-03-02", pausedFrom: "2026-03-14", resumesOn: "2026-03-30" }]);
    const activity = await listCustomerActivity(customerScope(w));
    expect(activity.items[0]).toMatchObject({ title: "Paused a recurring service in the portal", detail: "Weekly mowing: Mar 14, 2026 – Mar 29, 2026" });
    // The horizon task a month later: the pause is over, the columns clear, later visits are generated.
    await extendVisitHorizons(db, new Date("2026-04-01T12:00:00Z"));
    const [after] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(after).toMatchObject({ pausedFrom: null, pausedUntil: null });
    expect((await statusByDate(id))["2026-05-25"]).toBe("scheduled");
  });

  it("the generator honours a pause beyond the horizon, and resume now brings the paused visits back", async () => {
    const w = await schedulingWorld();
    const { id } = await weeklyJob(w);
    await pauseServiceAsCustomer(customerScope(w), { jobId: id, from: "2026-04-20", until: "2026-05-10" }, "Pat", NOW);
    const later = new Date("2026-03-20T12:00:00Z");
    await extendVisitHorizons(db, later);
    const statuses = await statusByDate(id);
    // 20 and 27 April were materialised when the customer paused (56-day horizon): skipped; 4 May never created.
    expect([statuses["2026-04-20"], statuses["2026-04-27"]]).toEqual(["skipped", "skipped"]);
    expect(statuses["2026-04-13"]).toBe("scheduled");
    expect(statuses["2026-05-04"]).toBeUndefined();
    expect(statuses["2026-05-11"]).toBe("scheduled");
    await expect(resumeServiceAsCustomer(customerScope(w), id, "Pat", later)).resolves.toMatchObject({ jobId: id, restoredVisits: 2 });
    const resumed = await statusByDate(id);
    expect([resumed["2026-04-20"], resumed["2026-04-27"], resumed["2026-05-04"]]).toEqual(["scheduled", "scheduled", "scheduled"]);
    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(series).toMatchObject({ pausedFrom: null, pausedUntil: null });
    await expect(resumeServiceAsCustomer(customerScope(w), id, "Pat", later)).rejects.toMatchObject({ code: "conflict", message: "This service is not paused" });
    const activity = await listCustomerActivity(customerScope(w));
    expect(activity.items.map((i) => i.title)).toContain("Resumed a recurring service in the portal");
  });

  it("refuses: option off, past the cut-off, over 90 days, dates backwards, already paused, another customer's service", async () => {
    const w = await schedulingWorld({ allowCancellation: false });
    const { id } = await weeklyJob(w);
    const pause = (input: { from: string; until: string }, scope = customerScope(w)) => pauseServiceAsCustomer(scope, { jobId: id, ...input }, "Pat", NOW);
    await expect(pause({ from: "2026-03-14", until: "2026-03-29" })).rejects.toMatchObject({
      code: "forbidden",
      message: "Pausing visits online is turned off. Please send us a message instead.",
    });
    await db.update(s.businesses).set({ allowCancellation: true }).where(eq(s.businesses.id, w.business.id));
    // Today's 9:00 visit is two hours away.
    await expect(pause({ from: "2026-03-02", until: "2026-03-10" })).rejects.toMatchObject({
      code: "conflict",
      message: "Visits can be changed online until 24 hours before they start. Please send us a message instead.",
    });
    await expect(pause({ from: "2026-03-14", until: "2026-06-20" })).rejects.toMatchObject({
      code: "invalid",
      message: "A pause can last at most 90 days. Please send us a message for a longer break.",
    });
    await expect(pause({ from: "2026-03-14", until: "2026-03-10" })).rejects.toMatchObject({ code: "invalid" });
    await expect(pause({ from: "2026-03-01", until: "2026-03-10" })).rejects.toMatchObject({ message: "The pause cannot start in the past" });
    await expect(pause({ from: "2026-03-10", until: "2026-03-12" })).rejects.toMatchObject({ message: "None of this service's visits fall between those dates" });
    const neighbour = await createCustomer(db, w.business.id);
    await expect(pause({ from: "2026-03-14", until: "2026-03-29" }, { businessId: w.business.id, customerId: neighbour.id })).rejects.toMatchObject({
      code: "not_found",
      message: "Service not found",
    });
    await expect(resumeServiceAsCustomer({ businessId: w.business.id, customerId: neighbour.id }, id, "Nee", NOW)).rejects.toMatchObject({ code: "not_found" });
    expect(Object.values(await statusByDate(id)).every((status) => status === "scheduled")).toBe(true);
    expect(await ownerNotices(w)).toEqual([]);
    await pause({ from: "2026-03-14", until: "2026-03-29" });
    await expect(pause({ from: "2026-04-14", until: "2026-04-29" })).rejects.toMatchObject({ message: "This service is already paused. Resume it first to choose other dates." });
  });
});
