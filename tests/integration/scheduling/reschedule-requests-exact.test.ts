import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { requestVisitReschedule } from "@/lib/scheduling/self-service/request-visit-reschedule";
import { acceptRescheduleRequest } from "@/lib/scheduling/reschedule-requests/accept-reschedule-request";
import { declineRescheduleRequest } from "@/lib/scheduling/reschedule-requests/decline-reschedule-request";
import { latestRescheduleRequests } from "@/lib/scheduling/reschedule-requests/list-customer-reschedule-requests";
import { settleOutdatedRescheduleRequests } from "@/lib/scheduling/reschedule-requests/settle-outdated-reschedule-requests";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { cancelVisit, startVisit } from "@/lib/scheduling/visits/visit-transitions";
import { SCHEDULING_NOW as NOW, schedulingWorld, weeklyJob } from "./fixtures";

/**
 * Answering a customer's reschedule request, exactly (lib/scheduling/reschedule-requests/):
 * each refusal's words and both sides of its time comparisons (the visit's start, the
 * preferred slot's start in the job's own zone), the duration and start a moved visit keeps
 * (a standalone visit, an unknown slot), the audit rows of accept, decline and settle (target,
 * meta), the customer's latest request per visit, and settling for a cancelled or started
 * visit. reschedule-requests.test.ts covers the paths; mutation testing found these unasserted.
 */

type World = Awaited<ReturnType<typeof schedulingWorld>>;
const NY = "America/New_York";
const actorOf = (w: World) => ({ businessId: w.business.id, userId: w.business.owner.id });
const customerScope = (w: World) => ({ businessId: w.business.id, customerId: w.customer.id });
const ask = { preferredDate: "2026-03-11", preferredTimeSlot: "2:00-4:00 PM", notes: "" };

/** A weekly Monday 9:00 job from 2 March 2026 (NOW is that Monday 07:00) and its visits of 9 and 16 March. */
async function world() {
  const w = await schedulingWorld();
  const { id } = await weeklyJob(w);
  const visits = await db.select().from(s.jobs).where(eq(s.jobs.seriesId, id)).orderBy(asc(s.jobs.scheduledDate));
  return { ...w, seriesId: id, visit: visits[1], nextVisit: visits[2] };
}
const requestsOf = (w: World) => db.select().from(s.visitRescheduleRequests).where(eq(s.visitRescheduleRequests.businessId, w.business.id)).orderBy(asc(s.visitRescheduleRequests.createdAt));
const visitRow = async (id: string) => (await db.select().from(s.jobs).where(eq(s.jobs.id, id)))[0];
const auditOf = (w: World, action: string) =>
  db
    .select({ actorType: s.auditLog.actorType, actorId: s.auditLog.actorId, targetType: s.auditLog.targetType, targetId: s.auditLog.targetId, meta: s.auditLog.meta })
    .from(s.auditLog)
    .where(and(eq(s.auditLog.businessId, w.business.id), eq(s.auditLog.action, action)));

/** An audit row the owner wrote about a visit, as auditOf reads it. */
const ownerOnVisit = (w: World, visitId: string, meta: Record<string, unknown>) => ({
  actorType: "staff",
  actorId: w.business.owner.id,
  targetType: "visit",
  targetId: visitId,
  meta,
});

async function requested(w: Awaited<ReturnType<typeof world>>, input: Partial<typeof ask> = {}, visitId = w.visit.id, now = NOW) {
  await requestVisitReschedule(customerScope(w), { visitId, ...ask, ...input }, "Pat", now);
  const rows = await requestsOf(w);
  return rows[rows.length - 1];
}

describe("acceptRescheduleRequest refusals, exactly", () => {
  it("a visit that is started or cancelled names its status in words", async () => {
    const w = await world();
    const request = await requested(w);
    await db.update(s.jobs).set({ status: "in_progress" }).where(eq(s.jobs.id, w.visit.id));
    await expect(acceptRescheduleRequest(actorOf(w), request.id, NOW)).rejects.toMatchObject({
      code: "conflict",
      message: "This visit is in progress now, so it cannot be moved. Decline the request instead.",
    });
    await db.update(s.jobs).set({ status: "cancelled", cancelReason: "Rain" }).where(eq(s.jobs.id, w.visit.id));
    await expect(acceptRescheduleRequest(actorOf(w), request.id, NOW)).rejects.toMatchObject({
      code: "conflict",
      message: "This visit is cancelled now, so it cannot be moved. Decline the request instead.",
    });
    expect((await requestsOf(w))[0].status).toBe("pending");
  });

  it("at the visit's start it is past; a millisecond before, it can still be moved", async () => {
    const w = await world();
    const request = await requested(w);
    const start = w.visit.scheduledDate.getTime();
    await expect(acceptRescheduleRequest(actorOf(w), request.id, new Date(start))).rejects.toMatchObject({
      code: "conflict",
      message: "This visit is in the past, so it cannot be moved. Decline the request instead.",
    });
    await expect(acceptRescheduleRequest(actorOf(w), request.id, new Date(start - 1))).resolves.toEqual({ requestId: request.id, status: "accepted", visitId: w.visit.id });
    expect(toWallClock((await visitRow(w.visit.id)).scheduledDate, NY)).toMatchObject({ date: "2026-03-11", time: "14:00" });
  });

  it("at the preferred slot's start the preferred date has passed; a millisecond before, the visit moves there", async () => {
    const w = await world();
    // Thursday 5 March 2:00 PM EST is 19:00 UTC; the visit itself (9 March) is still ahead.
    const request = await requested(w, { preferredDate: "2026-03-05" });
    const slotStart = new Date("2026-03-05T19:00:00Z").getTime();
    await expect(acceptRescheduleRequest(actorOf(w), request.id, new Date(slotStart))).rejects.toMatchObject({
      code: "conflict",
      message: "The customer's preferred date has passed. Decline the request with a message instead.",
    });
    await expect(acceptRescheduleRequest(actorOf(w), request.id, new Date(slotStart + 86_400_000))).rejects.toMatchObject({
      message: "The customer's preferred date has passed. Decline the request with a message instead.",
    });
    expect((await requestsOf(w))[0].status).toBe("pending");
    await expect(acceptRescheduleRequest(actorOf(w), request.id, new Date(slotStart - 1))).resolves.toMatchObject({ status: "accepted" });
    expect((await visitRow(w.visit.id)).scheduledDate.toISOString()).toBe("2026-03-05T19:00:00.000Z");
  });

  it("the slot's start is read in the job's own zone, not the business's", async () => {
    const w = await world();
    await db.update(s.jobSeries).set({ timeZone: "America/Los_Angeles" }).where(eq(s.jobSeries.id, w.seriesId));
    const request = await requested(w, { preferredDate: "2026-03-05" });
    // 2:00 PM on 5 March is 19:00 UTC in New York but 22:00 UTC in Los Angeles (the job's zone).
    await expect(acceptRescheduleRequest(actorOf(w), request.id, new Date("2026-03-05T22:00:00Z"))).rejects.toMatchObject({
      message: "The customer's preferred date has passed. Decline the request with a message instead.",
    });
    await expect(acceptRescheduleRequest(actorOf(w), request.id, new Date("2026-03-05T20:00:00Z"))).resolves.toMatchObject({ status: "accepted" });
    expect((await visitRow(w.visit.id)).scheduledDate.toISOString()).toBe("2026-03-05T22:00:00.000Z");
  });
});

describe("what an accepted request moves, and what it records", () => {
  it("a series visit keeps its own duration; the audit row targets the visit with where it was and where it goes", async () => {
    const w = await world();
    const request = await requested(w);
    await acceptRescheduleRequest(actorOf(w), request.id, NOW);
    expect(await visitRow(w.visit.id)).toMatchObject({ durationMinutes: 45, status: "scheduled", detached: true });
    expect(await auditOf(w, "visit.reschedule_accepted")).toEqual([
      ownerOnVisit(w, w.visit.id, { requestId: request.id, from: "2026-03-09T13:00:00.000Z", toDate: "2026-03-11", timeSlot: "2:00-4:00 PM" }),
    ]);
  });

  it("a series visit without its own duration takes the job's", async () => {
    const w = await world();
    const request = await requested(w);
    await db.update(s.jobs).set({ durationMinutes: null }).where(eq(s.jobs.id, w.visit.id));
    await acceptRescheduleRequest(actorOf(w), request.id, NOW);
    expect((await visitRow(w.visit.id)).durationMinutes).toBe(45);
  });

  it("a standalone visit (no job) with an unknown slot moves to 9:00 in the business's zone for an hour", async () => {
    const w = await world();
    const [visit] = await db
      .insert(s.jobs)
      .values({ businessId: w.business.id, customerId: w.customer.id, scheduledDate: new Date("2026-03-09T15:00:00Z"), status: "scheduled" })
      .returning();
    const [request] = await db
      .insert(s.visitRescheduleRequests)
      .values({ businessId: w.business.id, customerId: w.customer.id, jobId: visit.id, visitStartsAt: visit.scheduledDate, preferredDate: "2026-03-11", preferredTimeSlot: "Any time" })
      .returning();
    await expect(acceptRescheduleRequest(actorOf(w), request.id, NOW)).resolves.toEqual({ requestId: request.id, status: "accepted", visitId: visit.id });
    const moved = await visitRow(visit.id);
    expect(moved.scheduledDate.toISOString()).toBe("2026-03-11T13:00:00.000Z");
    expect(moved).toMatchObject({ durationMinutes: 60, detached: false, status: "scheduled" });
    expect((await requestsOf(w))[0]).toMatchObject({ status: "accepted", decidedBy: w.business.owner.id });
  });
});

describe("declineRescheduleRequest's audit row", () => {
  it("targets the visit, with the request and what was asked", async () => {
    const w = await world();
    const request = await requested(w);
    await declineRescheduleRequest(actorOf(w), { requestId: request.id, message: "Fully booked" }, NOW);
    expect(await auditOf(w, "visit.reschedule_declined")).toEqual([
      ownerOnVisit(w, w.visit.id, { requestId: request.id, preferredDate: "2026-03-11", timeSlot: "2:00-4:00 PM" }),
    ]);
  });
});

describe("latestRescheduleRequests", () => {
  it("gives the newest request per visit, not an older answered one", async () => {
    const w = await world();
    const first = await requested(w, { preferredDate: "2026-03-10" });
    await declineRescheduleRequest(actorOf(w), { requestId: first.id, message: "Fully booked" }, NOW);
    const second = await requested(w, { preferredDate: "2026-03-12", preferredTimeSlot: "8:00-10:00 AM" }, w.visit.id, new Date(NOW.getTime() + 3_600_000));
    const latest = await latestRescheduleRequests(customerScope(w), [w.visit.id, w.nextVisit.id]);
    expect([...latest.keys()]).toEqual([w.visit.id]);
    expect(latest.get(w.visit.id)).toEqual({
      id: second.id,
      jobId: w.visit.id,
      preferredDate: "2026-03-12",
      preferredTimeSlot: "8:00-10:00 AM",
      status: "pending",
      responseMessage: null,
      decidedAt: null,
    });
    expect((await latestRescheduleRequests(customerScope(w), [])).size).toBe(0);
  });
});

describe("settling pending requests whose visit was cancelled or started", () => {
  const crew = (w: World) => ({ ...w.scope, memberId: null, managesSchedule: true, userId: w.business.owner.id });

  it("cancelled: declined 'This visit was cancelled.'; started: declined 'This visit has already started.'; each audited on its visit", async () => {
    const w = await world();
    const onNine = await requested(w);
    const onSixteen = await requested(w, { preferredDate: "2026-03-18" }, w.nextVisit.id);
    await cancelVisit(crew(w), w.visit.id, "Rain");
    await startVisit(crew(w), w.nextVisit.id, NOW);
    const byId = new Map((await requestsOf(w)).map((r) => [r.id, r]));
    expect(byId.get(onNine.id)).toMatchObject({ status: "declined", responseMessage: "This visit was cancelled.", decidedBy: w.business.owner.id });
    expect(byId.get(onSixteen.id)).toMatchObject({ status: "declined", responseMessage: "This visit has already started.", decidedBy: w.business.owner.id });
    const audit = await auditOf(w, "visit.reschedule_request_settled");
    expect(audit).toHaveLength(2);
    expect(audit).toEqual(
      expect.arrayContaining([
        ownerOnVisit(w, w.visit.id, { requestId: onNine.id, status: "declined", visitStatus: "cancelled", visitAt: "2026-03-09T13:00:00.000Z" }),
        ownerOnVisit(w, w.nextVisit.id, { requestId: onSixteen.id, status: "declined", visitStatus: "in_progress", visitAt: "2026-03-16T13:00:00.000Z" }),
      ]),
    );
  });

  it("settled by a customer: nobody on staff decided it; the decision time is the given now; it counts what it closed", async () => {
    const w = await world();
    const request = await requested(w);
    await db.update(s.jobs).set({ status: "cancelled", cancelReason: "Moved away" }).where(eq(s.jobs.id, w.visit.id));
    const at = new Date("2026-03-03T10:00:00Z");
    expect(await settleOutdatedRescheduleRequests(db, w.business.id, { type: "customer", id: w.customer.id }, at)).toBe(1);
    const [stored] = await requestsOf(w);
    expect(stored).toMatchObject({ id: request.id, status: "declined", responseMessage: "This visit was cancelled.", decidedBy: null });
    expect(stored.decidedAt?.toISOString()).toBe(at.toISOString());
    expect(await auditOf(w, "visit.reschedule_request_settled")).toEqual([
      {
        actorType: "customer",
        actorId: w.customer.id,
        targetType: "visit",
        targetId: w.visit.id,
        meta: { requestId: request.id, status: "declined", visitStatus: "cancelled", visitAt: "2026-03-09T13:00:00.000Z" },
      },
    ]);
    expect(await settleOutdatedRescheduleRequests(db, w.business.id, { type: "customer", id: w.customer.id }, at)).toBe(0);
  });
  it("a visit moved onto the preferred day in its job's own zone grants the request, as accepting it would", async () => {
    const w = await world();
    await db.update(s.jobSeries).set({ timeZone: "America/Los_Angeles" }).where(eq(s.jobSeries.id, w.seriesId));
    const request = await requested(w);
    // 10:30 PM on 11 March in Los Angeles is already 12 March in New York (the business's zone).
    await db.update(s.jobs).set({ scheduledDate: new Date("2026-03-12T05:30:00Z"), detached: true }).where(eq(s.jobs.id, w.visit.id));
    expect(await settleOutdatedRescheduleRequests(db, w.business.id, { type: "staff", id: w.business.owner.id }, NOW)).toBe(1);
    expect((await requestsOf(w))[0]).toMatchObject({ id: request.id, status: "accepted", responseMessage: null });
    // 1:30 AM on 11 March in New York is still the 10th in Los Angeles: declined, the new time told in the job's zone.
    const second = await world();
    await db.update(s.jobSeries).set({ timeZone: "America/Los_Angeles" }).where(eq(s.jobSeries.id, second.seriesId));
    await requested(second);
    await db.update(s.jobs).set({ scheduledDate: new Date("2026-03-11T05:30:00Z"), detached: true }).where(eq(s.jobs.id, second.visit.id));
    await settleOutdatedRescheduleRequests(db, second.business.id, { type: "staff", id: second.business.owner.id }, NOW);
    expect((await requestsOf(second))[0]).toMatchObject({ status: "declined", responseMessage: "We moved this visit to Tuesday, March 10 at 10:30 PM PDT instead." });
  });
});
