import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { editVisit } from "@/lib/scheduling/visits/edit-visit";
import { listCustomerRecurringJobs } from "@/lib/scheduling/customer-pause/list-customer-recurring-jobs";
import { pauseServiceAsCustomer } from "@/lib/scheduling/customer-pause/pause-service-as-customer";
import { resumeServiceAsCustomer } from "@/lib/scheduling/customer-pause/resume-service-as-customer";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { SCHEDULING_NOW as NOW, schedulingWorld, weeklyJob } from "./fixtures";

/**
 * The portal's vacation pause and "Resume now", exactly (lib/scheduling/customer-pause/): every
 * refusal's code, message and field; both sides of the one-day pause, the 90-day limit and the
 * 24-hour cut-off; a pause over visits not generated yet, or over a visit moved off the rule;
 * an ended service; and the owner's notification (title, body in the singular and plural,
 * link), their email, and the audit row's meta. customer-pause.test.ts covers the main paths
 * but left these unasserted (mutation testing).
 */

type World = Awaited<ReturnType<typeof schedulingWorld>>;
const NY = "America/New_York";
const CUTOFF = "Visits can be changed online until 24 hours before they start. Please send us a message instead.";
const customerScope = (w: World) => ({ businessId: w.business.id, customerId: w.customer.id });
const statusByDate = async (seriesId: string) =>
  Object.fromEntries(
    (await db.select().from(s.jobs).where(eq(s.jobs.seriesId, seriesId)).orderBy(asc(s.jobs.scheduledDate))).map((v) => [toWallClock(v.scheduledDate, NY).date, v.status]),
  );
const ownerNotices = (w: World) =>
  db
    .select({ kind: s.notifications.kind, userId: s.notifications.userId, title: s.notifications.title, body: s.notifications.body, link: s.notifications.link })
    .from(s.notifications)
    .where(and(eq(s.notifications.businessId, w.business.id), eq(s.notifications.recipientType, "staff")))
    .orderBy(asc(s.notifications.createdAt));
const ownerEmails = (w: World) =>
  db.select({ to: s.emailOutbox.toAddress, subject: s.emailOutbox.subject, text: s.emailOutbox.text }).from(s.emailOutbox).where(eq(s.emailOutbox.businessId, w.business.id));
const auditOf = (w: World, action: string) =>
  db
    .select({ actorType: s.auditLog.actorType, actorId: s.auditLog.actorId, targetType: s.auditLog.targetType, targetId: s.auditLog.targetId, meta: s.auditLog.meta })
    .from(s.auditLog)
    .where(and(eq(s.auditLog.businessId, w.business.id), eq(s.auditLog.action, action)));
const seriesRow = async (id: string) => (await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id)))[0];

async function pausedWorld() {
  const w = await schedulingWorld();
  const { id } = await weeklyJob(w);
  const pause = (from: string, until: string, now: Date = NOW) => pauseServiceAsCustomer(customerScope(w), { jobId: id, from, until }, "Pat Customer", now);
  return { w, id, pause };
}

// NOW is Monday 2 March 2026 07:00 in New York; the weekly job visits Mondays at 9:00.
describe("pauseServiceAsCustomer refusals, exactly", () => {
  it("a first day before today: invalid, on the field 'from'", async () => {
    const { pause } = await pausedWorld();
    await expect(pause("2026-03-01", "2026-03-20")).rejects.toMatchObject({ code: "invalid", message: "The pause cannot start in the past", field: "from" });
  });

  it("a last day before the first: invalid, on the field 'until'; the same day is one day's pause", async () => {
    const { w, id, pause } = await pausedWorld();
    await expect(pause("2026-03-16", "2026-03-15")).rejects.toMatchObject({
      code: "invalid",
      message: "The last day of the pause must be on or after its first day",
      field: "until",
    });
    expect(await ownerNotices(w)).toEqual([]);
    await expect(pause("2026-03-16", "2026-03-16")).resolves.toEqual({ jobId: id, pausedFrom: "2026-03-16", pausedUntil: "2026-03-17", skippedVisits: 1 });
    const statuses = await statusByDate(id);
    expect([statuses["2026-03-09"], statuses["2026-03-16"], statuses["2026-03-23"]]).toEqual(["scheduled", "skipped", "scheduled"]);
  });

  it("90 days is the longest pause: 91 is refused on the field 'until', 90 is taken", async () => {
    const { id, pause } = await pausedWorld();
    // 14 March … 12 June is 91 days, both included; … 11 June is 90.
    await expect(pause("2026-03-14", "2026-06-12")).rejects.toMatchObject({
      code: "invalid",
      message: "A pause can last at most 90 days. Please send us a message for a longer break.",
      field: "until",
    });
    expect((await seriesRow(id)).pausedUntil).toBeNull();
    await expect(pause("2026-03-14", "2026-06-11")).resolves.toMatchObject({ pausedFrom: "2026-03-14", pausedUntil: "2026-06-12" });
    expect(await seriesRow(id)).toMatchObject({ pausedFrom: "2026-03-14", pausedUntil: "2026-06-12" });
  });

  it("no visit and no occurrence between the dates: conflict", async () => {
    const { pause } = await pausedWorld();
    await expect(pause("2026-03-10", "2026-03-12")).rejects.toMatchObject({ code: "conflict", message: "None of this service's visits fall between those dates" });
  });

  it("the dashboard lists up to 20 running services, ended ones never taking their places", async () => {
    const w = await schedulingWorld();
    // The customer's oldest job ended on 9 March; 21 more still run.
    await weeklyJob(w, { title: "Ended first", recurrence: { frequency: "weekly", interval: 1, byWeekday: ["MO"], until: null, count: 2 } });
    const running: string[] = [];
    for (let i = 0; i < 21; i += 1) running.push((await weeklyJob(w, { title: `Running ${i}` })).id);
    const tuesday = new Date("2026-03-10T12:00:00Z");
    const listed = await listCustomerRecurringJobs(customerScope(w), tuesday);
    expect(listed.map((j) => j.id)).toEqual(running.slice(0, 20));
    expect(listed.every((j) => j.title.startsWith("Running"))).toBe(true);
  });

  it("a service whose last visit is behind it: 'has ended', and the dashboard no longer lists it", async () => {
    const w = await schedulingWorld();
    // Two visits: 2 and 9 March. On Tuesday 10 March nothing is left.
    const { id } = await weeklyJob(w, { recurrence: { frequency: "weekly", interval: 1, byWeekday: ["MO"], until: null, count: 2 } });
    const tuesday = new Date("2026-03-10T12:00:00Z");
    expect(await listCustomerRecurringJobs(customerScope(w), NOW)).toEqual([{ id, title: "Weekly mowing", today: "2026-03-02", pausedFrom: null, resumesOn: null }]);
    expect(await listCustomerRecurringJobs(customerScope(w), tuesday)).toEqual([]);
    await expect(pauseServiceAsCustomer(customerScope(w), { jobId: id, from: "2026-03-14", until: "2026-03-20" }, "Pat", tuesday)).rejects.toMatchObject({
      code: "conflict",
      message: "This service has ended, so it cannot be paused",
    });
    expect(await seriesRow(id)).toMatchObject({ pausedFrom: null, pausedUntil: null });
  });
});

describe("the 24-hour cut-off for the first visit a pause holds back", () => {
  // The visit of Monday 9 March 9:00 EDT is 13:00 UTC; 24 hours before is 8 March 13:00 UTC (9:00 EDT).
  const visitAt = new Date("2026-03-09T13:00:00Z").getTime();

  it("exactly 24 hours before: the pause is taken", async () => {
    const { id, pause } = await pausedWorld();
    await expect(pause("2026-03-08", "2026-03-09", new Date(visitAt - 24 * 3_600_000))).resolves.toEqual({
      jobId: id,
      pausedFrom: "2026-03-08",
      pausedUntil: "2026-03-10",
      skippedVisits: 1,
    });
  });

  it("a millisecond later: the cut-off refusal, nothing written", async () => {
    const { w, id, pause } = await pausedWorld();
    await expect(pause("2026-03-08", "2026-03-09", new Date(visitAt - 24 * 3_600_000 + 1))).rejects.toMatchObject({ code: "conflict", message: CUTOFF });
    expect((await statusByDate(id))["2026-03-09"]).toBe("scheduled");
    expect(await ownerNotices(w)).toEqual([]);
  });
});

describe("pauses over visits that are not where the rule puts them", () => {
  it("a visit moved onto a day off the rule is held back even though no occurrence falls in the window", async () => {
    const { w, id, pause } = await pausedWorld();
    const [monday16] = await db.select().from(s.jobs).where(and(eq(s.jobs.seriesId, id), eq(s.jobs.occurrenceDate, "2026-03-16")));
    await editVisit({ ...w.scope, userId: w.business.owner.id }, { visitId: monday16.id, scope: "this", date: "2026-03-11", time: "09:00", durationMinutes: 45, employeeId: null }, NOW);
    await expect(pause("2026-03-10", "2026-03-12")).resolves.toEqual({ jobId: id, pausedFrom: "2026-03-10", pausedUntil: "2026-03-13", skippedVisits: 1 });
    const [moved] = await db.select().from(s.jobs).where(eq(s.jobs.id, monday16.id));
    expect(moved).toMatchObject({ status: "skipped", skipReason: "paused" });
  });

  it("a pause beyond the generated visits is taken with nothing skipped, and resuming restores nothing", async () => {
    const { w, id, pause } = await pausedWorld();
    // Visits are generated 56 days ahead (until late April): 4 May does not exist yet.
    expect((await statusByDate(id))["2026-05-04"]).toBeUndefined();
    await expect(pause("2026-05-04", "2026-05-10")).resolves.toEqual({ jobId: id, pausedFrom: "2026-05-04", pausedUntil: "2026-05-11", skippedVisits: 0 });
    await expect(resumeServiceAsCustomer(customerScope(w), id, "Pat Customer", NOW)).resolves.toEqual({ jobId: id, restoredVisits: 0 });
    expect((await ownerNotices(w)).map((n) => n.body)).toEqual([
      "0 scheduled visits are skipped; the job resumes by itself on May 11, 2026.",
      "0 paused visits are scheduled again.",
    ]);
  });
});

describe("what the owner and the audit log are told", () => {
  it("pausing one visit: the notice in the singular, with the job's link, an email, and the audit meta", async () => {
    const { w, id, pause } = await pausedWorld();
    await pause("2026-03-14", "2026-03-20");
    const title = "Pat Customer paused Weekly mowing: Mar 14, 2026 – Mar 20, 2026";
    expect(await ownerNotices(w)).toEqual([
      {
        kind: "visit_change",
        userId: w.business.owner.id,
        title,
        body: "1 scheduled visit is skipped; the job resumes by itself on Mar 21, 2026.",
        link: `/admin/schedule/jobs/${id}`,
      },
    ]);
    const [email] = await ownerEmails(w);
    expect(email).toMatchObject({ to: w.business.owner.email, subject: title });
    expect(email.text).toContain("1 scheduled visit is skipped; the job resumes by itself on Mar 21, 2026.");
    expect(email.text).toContain(`/admin/schedule/jobs/${id}`);
    expect(await auditOf(w, "customer.service_paused")).toEqual([
      {
        actorType: "customer",
        actorId: w.customer.id,
        targetType: "customer",
        targetId: w.customer.id,
        meta: { jobId: id, from: "2026-03-14", until: "2026-03-20", resumeOn: "2026-03-21", skippedVisits: 1, summary: "Weekly mowing: Mar 14, 2026 – Mar 20, 2026" },
      },
    ]);
  });

  it("resuming one paused visit: 'visit is', the job's link, an email, and the audit meta with the pause it ended", async () => {
    const { w, id, pause } = await pausedWorld();
    await pause("2026-03-14", "2026-03-20");
    await expect(resumeServiceAsCustomer(customerScope(w), id, "Pat Customer", NOW)).resolves.toEqual({ jobId: id, restoredVisits: 1 });
    const notices = await ownerNotices(w);
    expect(notices).toHaveLength(2);
    expect(notices[1]).toEqual({
      kind: "visit_change",
      userId: w.business.owner.id,
      title: "Pat Customer resumed Weekly mowing",
      body: "1 paused visit is scheduled again.",
      link: `/admin/schedule/jobs/${id}`,
    });
    const emails = await ownerEmails(w);
    const resumed = emails.find((e) => e.subject === "Pat Customer resumed Weekly mowing");
    expect(resumed?.to).toBe(w.business.owner.email);
    expect(resumed?.text).toContain("1 paused visit is scheduled again.");
    expect(await auditOf(w, "customer.service_resumed")).toEqual([
      {
        actorType: "customer",
        actorId: w.customer.id,
        targetType: "customer",
        targetId: w.customer.id,
        meta: { jobId: id, pausedFrom: "2026-03-14", pausedUntil: "2026-03-21", restoredVisits: 1, summary: "Weekly mowing" },
      },
    ]);
    expect((await statusByDate(id))["2026-03-16"]).toBe("scheduled");
  });

  it("resuming two paused visits: 'visits are'", async () => {
    const { w, id, pause } = await pausedWorld();
    await pause("2026-03-14", "2026-03-29");
    await resumeServiceAsCustomer(customerScope(w), id, "Pat Customer", NOW);
    const notices = await ownerNotices(w);
    expect(notices.map((n) => n.body)).toEqual([
      "2 scheduled visits are skipped; the job resumes by itself on Mar 30, 2026.",
      "2 paused visits are scheduled again.",
    ]);
  });
});
