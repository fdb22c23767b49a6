import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { skipVisitAsCustomer } from "@/lib/scheduling/self-service/skip-visit-as-customer";
import { createJob } from "@/tests/support/portal-fixtures";
import { schedulingWorld, weeklyJob } from "./fixtures";

/**
 * The portal's "Skip this visit" (skip-visit-as-customer.ts) exactly: the reason kept or the
 * plain words without one, the owner's notice with the visit's day and time in the business's
 * zone and a link to the job, and the customer's own pending request to move it closed.
 */
// 2030, out of reach of other files' extendVisitHorizons runs on the shared database.
const NOW = new Date("2030-03-04T12:00:00Z"); // Monday 4 March 2030, 07:00 in New York
const ownerNotices = (businessId: string) =>
  db.select().from(s.notifications).where(and(eq(s.notifications.businessId, businessId), eq(s.notifications.kind, "visit_change")));

async function nextWeeksVisit() {
  const w = await schedulingWorld();
  const { id: seriesId } = await weeklyJob(w, { startDate: "2030-03-04" }, NOW);
  const visits = await db.select().from(s.jobs).where(eq(s.jobs.seriesId, seriesId)).orderBy(asc(s.jobs.scheduledDate));
  const visit = visits.find((v) => v.occurrenceDate === "2030-03-11")!;
  return { w, seriesId, visit, scope: { businessId: w.business.id, customerId: w.customer.id } };
}

describe("a customer skips a visit", () => {
  it("without a reason: plain words on the visit, no body, the job's link, and their request to move it declined", async () => {
    const { w, seriesId, visit, scope } = await nextWeeksVisit();
    const [request] = await db
      .insert(s.visitRescheduleRequests)
      .values({ businessId: w.business.id, customerId: w.customer.id, jobId: visit.id, visitStartsAt: visit.scheduledDate, preferredDate: "2030-03-12", preferredTimeSlot: "10:00 AM-12:00 PM" })
      .returning();

    expect(await skipVisitAsCustomer(scope, { visitId: visit.id, reason: "" }, "Ada Lovelace", NOW)).toEqual({ visitId: visit.id, status: "skipped" });
    const [row] = await db.select().from(s.jobs).where(eq(s.jobs.id, visit.id));
    expect(row).toMatchObject({ status: "skipped", skipReason: "Skipped by the customer", updatedAt: NOW });
    const [notice] = await ownerNotices(w.business.id);
    expect(notice).toMatchObject({
      recipientType: "staff",
      userId: w.business.owner.id,
      title: "Ada Lovelace skipped the visit of Mar 11, 2030 at 9:00 AM",
      body: null,
      link: `/admin/schedule/jobs/${seriesId}`,
    });
    // The owner's email says what happened even without a reason (its body falls back to the title).
    const [email] = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.businessId, w.business.id));
    expect(email).toMatchObject({ toAddress: w.business.owner.email, subject: "Ada Lovelace skipped the visit of Mar 11, 2030 at 9:00 AM" });
    expect(email.text.split("Ada Lovelace skipped the visit of Mar 11, 2030 at 9:00 AM").length).toBeGreaterThan(2);
    const [settled] = await db.select().from(s.visitRescheduleRequests).where(eq(s.visitRescheduleRequests.id, request.id));
    expect(settled).toMatchObject({ status: "declined", responseMessage: "This visit was skipped." });
  });

  it("with a reason: kept on the visit and sent as the notice's body", async () => {
    const { w, visit, scope } = await nextWeeksVisit();
    await skipVisitAsCustomer(scope, { visitId: visit.id, reason: "Away that week" }, "Ada Lovelace", NOW);
    expect((await db.select().from(s.jobs).where(eq(s.jobs.id, visit.id)))[0].skipReason).toBe("Skipped by the customer: Away that week");
    expect((await ownerNotices(w.business.id))[0]).toMatchObject({ body: "Away that week" });
  });

  it("a visit of no job links to the schedule", async () => {
    const w = await schedulingWorld();
    const visit = await createJob(db, { businessId: w.business.id, customerId: w.customer.id }, { seriesId: null, scheduledDate: new Date("2030-03-11T14:00:00Z") });
    await skipVisitAsCustomer({ businessId: w.business.id, customerId: w.customer.id }, { visitId: visit.id, reason: "" }, "Ada Lovelace", NOW);
    expect((await ownerNotices(w.business.id))[0]).toMatchObject({ link: "/admin/schedule" });
  });
});
