import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { listCustomerActivity } from "@/lib/customers/activity/list-customer-activity";
import { requestVisitReschedule } from "@/lib/scheduling/self-service/request-visit-reschedule";
import { acceptRescheduleRequest } from "@/lib/scheduling/reschedule-requests/accept-reschedule-request";
import { declineRescheduleRequest } from "@/lib/scheduling/reschedule-requests/decline-reschedule-request";
import { latestRescheduleRequests } from "@/lib/scheduling/reschedule-requests/list-customer-reschedule-requests";
import { listPendingRescheduleRequests } from "@/lib/scheduling/reschedule-requests/list-pending-reschedule-requests";
import { rescheduleRequestLine } from "@/lib/scheduling/reschedule-requests/reschedule-request-views";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { editVisit } from "@/lib/scheduling/visits/edit-visit";
import { shiftSeries } from "@/lib/scheduling/series/shift-series";
import { skipVisitAsCustomer } from "@/lib/scheduling/self-service/skip-visit-as-customer";
import { skipVisit } from "@/lib/scheduling/visits/visit-transitions";
import { createCustomer } from "@/tests/support/portal-fixtures";
import { SCHEDULING_NOW as NOW, schedulingWorld, weeklyJob } from "./fixtures";

type World = Awaited<ReturnType<typeof schedulingWorld>>;
const NY = "America/New_York";
const actorOf = (w: World) => ({ businessId: w.business.id, userId: w.business.owner.id });
const customerScope = (w: World) => ({ businessId: w.business.id, customerId: w.customer.id });
const ask = { preferredDate: "2026-03-11", preferredTimeSlot: "2:00-4:00 PM", notes: "Wednesday afternoon please" };

/** A weekly Monday 9:00 job from 2 March 2026 (NOW is that Monday 07:00) and its visit of 9 March. */
async function world() {
  const w = await schedulingWorld();
  const { id } = await weeklyJob(w);
  const visits = await db.select().from(s.jobs).where(eq(s.jobs.seriesId, id)).orderBy(asc(s.jobs.scheduledDate));
  return { ...w, seriesId: id, visit: visits[1] };
}
const requestsOf = (w: World) => db.select().from(s.visitRescheduleRequests).where(eq(s.visitRescheduleRequests.businessId, w.business.id));
const customerNotices = (w: World) =>
  db.select().from(s.notifications).where(and(eq(s.notifications.businessId, w.business.id), eq(s.notifications.recipientType, "customer")));
const auditOf = (w: World, action: string) => db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, w.business.id), eq(s.auditLog.action, action)));

describe("stored reschedule requests", () => {
  it("stores the ask pending, refuses a second ask while it waits, and lists it for the schedule", async () => {
    const w = await world();
    const result = await requestVisitReschedule(customerScope(w), { visitId: w.visit.id, ...ask }, "Pat Customer", NOW);
    expect(result).toMatchObject({ visitId: w.visit.id, requested: true });
    const [row] = await requestsOf(w);
    expect(row).toMatchObject({ customerId: w.customer.id, jobId: w.visit.id, preferredDate: "2026-03-11", preferredTimeSlot: "2:00-4:00 PM", status: "pending", notes: ask.notes });
    expect(row.visitStartsAt.toISOString()).toBe(w.visit.scheduledDate.toISOString());
    await expect(requestVisitReschedule(customerScope(w), { visitId: w.visit.id, ...ask }, "Pat", NOW)).rejects.toMatchObject({
      code: "conflict",
      message: "You already asked to move this visit. Please wait for the answer before asking again.",
    });
    expect(await requestsOf(w)).toHaveLength(1);
    const pending = await listPendingRescheduleRequests(w.scope);
    expect(pending).toEqual([expect.objectContaining({ id: row.id, jobId: w.visit.id, seriesId: w.seriesId, serviceName: "Weekly Mowing", preferredDate: "2026-03-11" })]);
    const latest = (await latestRescheduleRequests(customerScope(w), [w.visit.id])).get(w.visit.id)!;
    expect(rescheduleRequestLine(latest, "Greenleaf")).toBe("Reschedule requested: Mar 11, 2026, 2:00-4:00 PM — waiting for Greenleaf");
    // Another business sees nothing; another customer of the business gets nothing of A's.
    const other = await schedulingWorld();
    expect(await listPendingRescheduleRequests(other.scope)).toEqual([]);
    const neighbour = await createCustomer(db, w.business.id);
    expect((await latestRescheduleRequests({ businessId: w.business.id, customerId: neighbour.id }, [w.visit.id])).size).toBe(0);
  });

  it("accept moves the visit to the preferred date at the slot's start in the business's zone, tells the customer, audits", async () => {
    const w = await world();
    await requestVisitReschedule(customerScope(w), { visitId: w.visit.id, ...ask }, "Pat", NOW);
    const [request] = await requestsOf(w);
    expect(await acceptRescheduleRequest(actorOf(w), request.id, NOW)).toEqual({ requestId: request.id, status: "accepted", visitId: w.visit.id });
    const [visit] = await db.select().from(s.jobs).where(eq(s.jobs.id, w.visit.id));
    expect(toWallClock(visit.scheduledDate, NY)).toMatchObject({ date: "2026-03-11", time: "14:00" });
    expect(visit).toMatchObject({ status: "scheduled", detached: true });
    const [stored] = await requestsOf(w);
    expect(stored).toMatchObject({ status: "accepted", decidedBy: w.business.owner.id });
    expect(stored.decidedAt?.toISOString()).toBe(NOW.toISOString());
    const [notice] = await customerNotices(w);
    expect(notice).toMatchObject({ customerId: w.customer.id, title: "Your visit has moved" });
    expect(notice.body).toMatch(/is now on Wednesday, March 11 at 2:00 PM/);
    expect(await auditOf(w, "visit.reschedule_accepted")).toEqual([expect.objectContaining({ targetId: w.visit.id })]);
    // The other visits of the series stay on Mondays.
    const monday16 = await db.select().from(s.jobs).where(and(eq(s.jobs.seriesId, w.seriesId), eq(s.jobs.occurrenceDate, "2026-03-16")));
    expect(toWallClock(monday16[0].scheduledDate, NY)).toMatchObject({ date: "2026-03-16", time: "09:00" });
    await expect(acceptRescheduleRequest(actorOf(w), request.id, NOW)).rejects.toMatchObject({ code: "conflict", message: "This request was already accepted" });
    const activity = await listCustomerActivity(customerScope(w));
    expect(activity.items.map((i) => i.title)).toContain("Reschedule request accepted");
  });

  it("decline keeps the visit, stores the message, tells the customer with it, audits", async () => {
    const w = await world();
    await requestVisitReschedule(customerScope(w), { visitId: w.visit.id, ...ask }, "Pat", NOW);
    const [request] = await requestsOf(w);
    await expect(declineRescheduleRequest(actorOf(w), { requestId: request.id, message: "We are fully booked that week." }, NOW)).resolves.toEqual({
      requestId: request.id,
      status: "declined",
    });
    const [visit] = await db.select().from(s.jobs).where(eq(s.jobs.id, w.visit.id));
    expect(visit.scheduledDate.toISOString()).toBe(w.visit.scheduledDate.toISOString());
    const [stored] = await requestsOf(w);
    expect(stored).toMatchObject({ status: "declined", responseMessage: "We are fully booked that week.", decidedBy: w.business.owner.id });
    const [notice] = await customerNotices(w);
    expect(notice.body).toBe("We could not move your visit on Monday, March 9 at 9:00 AM EDT: We are fully booked that week.");
    expect(await auditOf(w, "visit.reschedule_declined")).toHaveLength(1);
    const latest = (await latestRescheduleRequests(customerScope(w), [w.visit.id])).get(w.visit.id)!;
    expect(rescheduleRequestLine(latest, "Greenleaf")).toBe("Greenleaf declined your request to move this visit to Mar 11, 2026, 2:00-4:00 PM: We are fully booked that week.");
    // Answered: the customer may ask again.
    await expect(requestVisitReschedule(customerScope(w), { visitId: w.visit.id, ...ask }, "Pat", NOW)).resolves.toMatchObject({ requested: true });
  });

  it("refuses to accept for a visit that is past, moved or skipped behind the request's back; another business's request is not found", async () => {
    const w = await world();
    await requestVisitReschedule(customerScope(w), { visitId: w.visit.id, ...ask }, "Pat", NOW);
    const [request] = await requestsOf(w);
    const later = new Date("2026-03-11T12:00:00Z");
    await expect(acceptRescheduleRequest(actorOf(w), request.id, later)).rejects.toMatchObject({ message: "This visit is in the past, so it cannot be moved. Decline the request instead." });
    const other = await schedulingWorld();
    await expect(acceptRescheduleRequest(actorOf(other), request.id, NOW)).rejects.toMatchObject({ code: "not_found", message: "Reschedule request not found" });
    await expect(declineRescheduleRequest(actorOf(other), { requestId: request.id, message: "No" }, NOW)).rejects.toMatchObject({ code: "not_found" });
    // Moved by something that does not answer requests (an import, a fix by hand): refused, still pending.
    await db.update(s.jobs).set({ scheduledDate: new Date(w.visit.scheduledDate.getTime() + 3_600_000) }).where(eq(s.jobs.id, w.visit.id));
    await expect(acceptRescheduleRequest(actorOf(w), request.id, NOW)).rejects.toMatchObject({
      code: "conflict",
      message: "This visit was moved after the customer asked. Decline the request with a message, or move the visit from its job.",
    });

    const w2 = await world();
    await requestVisitReschedule(customerScope(w2), { visitId: w2.visit.id, ...ask }, "Pat", NOW);
    const [request2] = await requestsOf(w2);
    await db.update(s.jobs).set({ status: "skipped", skipReason: "Rain" }).where(eq(s.jobs.id, w2.visit.id));
    await expect(acceptRescheduleRequest(actorOf(w2), request2.id, NOW)).rejects.toMatchObject({ message: "This visit is skipped now, so it cannot be moved. Decline the request instead." });
    const [still] = await requestsOf(w2);
    expect(still.status).toBe("pending");
    expect(await auditOf(w2, "visit.reschedule_accepted")).toEqual([]);
  });

  it("accept and decline of one request at the same moment: exactly one wins, and the visit matches the answer", async () => {
    const w = await world();
    await requestVisitReschedule(customerScope(w), { visitId: w.visit.id, ...ask }, "Pat", NOW);
    const [request] = await requestsOf(w);
    const results = await Promise.allSettled([
      acceptRescheduleRequest(actorOf(w), request.id, NOW),
      declineRescheduleRequest(actorOf(w), { requestId: request.id, message: "Fully booked" }, NOW),
      acceptRescheduleRequest(actorOf(w), request.id, NOW),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [stored] = await requestsOf(w);
    const [visit] = await db.select().from(s.jobs).where(eq(s.jobs.id, w.visit.id));
    if (stored.status === "accepted") expect(toWallClock(visit.scheduledDate, NY)).toMatchObject({ date: "2026-03-11", time: "14:00" });
    else expect(visit.scheduledDate.toISOString()).toBe(w.visit.scheduledDate.toISOString());
    expect(await customerNotices(w)).toHaveLength(1);
  });
});

describe("a pending request answered by what staff or the customer did to the visit another way", () => {
  const line = async (w: Awaited<ReturnType<typeof world>>) => rescheduleRequestLine((await latestRescheduleRequests(customerScope(w), [w.visit.id])).get(w.visit.id)!, "Greenleaf");

  it("moved elsewhere from the calendar: declined with where it went; the inbox no longer offers it; audited", async () => {
    const w = await world();
    await requestVisitReschedule(customerScope(w), { visitId: w.visit.id, ...ask }, "Pat", NOW);
    await editVisit({ ...w.scope, userId: w.business.owner.id }, { visitId: w.visit.id, scope: "this", date: "2026-03-10", time: "09:00", durationMinutes: 45, employeeId: null }, NOW);
    const [stored] = await requestsOf(w);
    expect(stored).toMatchObject({ status: "declined", responseMessage: "We moved this visit to Tuesday, March 10 at 9:00 AM EDT instead.", decidedBy: w.business.owner.id });
    expect(await listPendingRescheduleRequests(w.scope)).toEqual([]);
    expect(await line(w)).toBe("Greenleaf declined your request to move this visit to Mar 11, 2026, 2:00-4:00 PM: We moved this visit to Tuesday, March 10 at 9:00 AM EDT instead.");
    expect(await auditOf(w, "visit.reschedule_request_settled")).toEqual([expect.objectContaining({ targetId: w.visit.id, actorType: "staff", actorId: w.business.owner.id })]);
  });

  it("moved onto the day the customer asked for: accepted", async () => {
    const w = await world();
    await requestVisitReschedule(customerScope(w), { visitId: w.visit.id, ...ask }, "Pat", NOW);
    await editVisit(w.scope, { visitId: w.visit.id, scope: "this", date: "2026-03-11", time: "10:00", durationMinutes: 45, employeeId: null }, NOW);
    const [stored] = await requestsOf(w);
    expect(stored).toMatchObject({ status: "accepted", responseMessage: null });
  });

  it("skipped or shifted by staff, skipped by the customer: declined saying so; other visits' requests stay pending", async () => {
    const staffSkip = await world();
    await requestVisitReschedule(customerScope(staffSkip), { visitId: staffSkip.visit.id, ...ask }, "Pat", NOW);
    const [nextWeek] = await db.select().from(s.jobs).where(and(eq(s.jobs.seriesId, staffSkip.seriesId), eq(s.jobs.occurrenceDate, "2026-03-16")));
    await requestVisitReschedule(customerScope(staffSkip), { visitId: nextWeek.id, ...ask, preferredDate: "2026-03-18" }, "Pat", NOW);
    await skipVisit({ ...staffSkip.scope, memberId: null, managesSchedule: true, userId: staffSkip.business.owner.id }, staffSkip.visit.id, "Rain");
    const skippedRequests = new Map((await requestsOf(staffSkip)).map((r) => [r.jobId, r]));
    expect(skippedRequests.get(staffSkip.visit.id)).toMatchObject({ status: "declined", responseMessage: "This visit was skipped." });
    expect(skippedRequests.get(nextWeek.id)).toMatchObject({ status: "pending" });

    const shifted = await world();
    await requestVisitReschedule(customerScope(shifted), { visitId: shifted.visit.id, ...ask }, "Pat", NOW);
    await shiftSeries(actorOf(shifted), { visitId: shifted.visit.id, days: 1 }, NOW);
    expect((await requestsOf(shifted))[0]).toMatchObject({ status: "declined", responseMessage: "We moved this visit to Tuesday, March 10 at 9:00 AM EDT instead." });

    const own = await world();
    await requestVisitReschedule(customerScope(own), { visitId: own.visit.id, ...ask }, "Pat", NOW);
    await skipVisitAsCustomer(customerScope(own), { visitId: own.visit.id, reason: "" }, "Pat", NOW);
    expect((await requestsOf(own))[0]).toMatchObject({ status: "declined", responseMessage: "This visit was skipped.", decidedBy: null });
    expect(await auditOf(own, "visit.reschedule_request_settled")).toEqual([expect.objectContaining({ actorType: "customer", actorId: own.customer.id })]);
  });
});
