import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { ALREADY_REQUESTED_MESSAGE, requestVisitReschedule } from "@/lib/scheduling/self-service/request-visit-reschedule";
import { declineRescheduleRequest } from "@/lib/scheduling/reschedule-requests/decline-reschedule-request";
import { SCHEDULING_NOW as NOW, schedulingWorld, weeklyJob } from "./fixtures";

/**
 * The customer's "Ask to reschedule", exactly: the owner's bell notice word for word (the
 * visit's date and time in the business's zone, not the server's; the preferred day and slot;
 * the customer's note on its own line, or no line when there is none), and the one-pending-ask
 * rule (a second ask is refused and stores nothing; after an answer, a new ask is accepted).
 */

type World = Awaited<ReturnType<typeof schedulingWorld>>;
const customerScope = (w: World) => ({ businessId: w.business.id, customerId: w.customer.id });

async function world() {
  const w = await schedulingWorld();
  const { id } = await weeklyJob(w);
  const visits = await db.select().from(s.jobs).where(eq(s.jobs.seriesId, id)).orderBy(asc(s.jobs.scheduledDate));
  return { ...w, visit: visits[1] }; // Monday 9 March 2026, 9:00 in New York
}
const ownerNotices = (w: World) =>
  db
    .select({ kind: s.notifications.kind, title: s.notifications.title, body: s.notifications.body, link: s.notifications.link })
    .from(s.notifications)
    .where(and(eq(s.notifications.businessId, w.business.id), eq(s.notifications.userId, w.business.owner.id)))
    .orderBy(asc(s.notifications.createdAt));
const requestsOf = (w: World) => db.select().from(s.visitRescheduleRequests).where(eq(s.visitRescheduleRequests.businessId, w.business.id));

describe("the owner's notice of a reschedule ask, word for word", () => {
  it("names the customer, the visit's local date and time, the preferred day and slot, and the note", async () => {
    const w = await world();
    const result = await requestVisitReschedule(
      customerScope(w),
      { visitId: w.visit.id, preferredDate: "2026-03-11", preferredTimeSlot: "2:00-4:00 PM", notes: "Gate will be open" },
      "Casey Tester",
      NOW,
    );
    expect(result).toMatchObject({ visitId: w.visit.id, requested: true });
    expect(await ownerNotices(w)).toEqual([
      {
        kind: "visit_change",
        title: "Casey Tester asks to move the visit of Mar 9, 2026 at 9:00 AM",
        body: "Preferred: Mar 11, 2026, 2:00-4:00 PM\nGate will be open",
        link: "/admin/schedule#reschedule-requests",
      },
    ]);
  });

  it("without a note the body is the preferred day and slot alone", async () => {
    const w = await world();
    await requestVisitReschedule(customerScope(w), { visitId: w.visit.id, preferredDate: "2026-03-12", preferredTimeSlot: "8:00-10:00 AM", notes: "" }, "Pat", NOW);
    const [notice] = await ownerNotices(w);
    expect(notice.body).toBe("Preferred: Mar 12, 2026, 8:00-10:00 AM");
  });
});

describe("one pending ask per visit", () => {
  it("a second ask is refused with the spec's words and stores nothing; once answered, a new ask is taken", async () => {
    const w = await world();
    const input = { visitId: w.visit.id, preferredDate: "2026-03-11", preferredTimeSlot: "2:00-4:00 PM", notes: "" };
    await requestVisitReschedule(customerScope(w), input, "Pat", NOW);
    await expect(requestVisitReschedule(customerScope(w), { ...input, preferredDate: "2026-03-12" }, "Pat", NOW)).rejects.toMatchObject({
      code: "conflict",
      message: ALREADY_REQUESTED_MESSAGE,
    });
    expect(ALREADY_REQUESTED_MESSAGE).toBe("You already asked to move this visit. Please wait for the answer before asking again.");
    const [first] = await requestsOf(w);
    expect(await requestsOf(w)).toHaveLength(1);
    expect(await ownerNotices(w)).toHaveLength(1);

    await declineRescheduleRequest({ businessId: w.business.id, userId: w.business.owner.id }, { requestId: first.id, message: "Fully booked" }, NOW);
    await requestVisitReschedule(customerScope(w), { ...input, preferredDate: "2026-03-12" }, "Pat", NOW);
    expect((await requestsOf(w)).map((r) => [r.status, r.preferredDate]).sort()).toEqual([
      ["declined", "2026-03-11"],
      ["pending", "2026-03-12"],
    ]);
  });
});
