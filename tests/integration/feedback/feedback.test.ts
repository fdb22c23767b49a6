import { and, desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { completeVisitAction } from "@/lib/admin/actions/schedule/complete-visit";
import { replyToReviewAction } from "@/lib/admin/actions/inbox/reply-to-review";
import { getCustomerVisitFeedback } from "@/lib/feedback/get-customer-visit-feedback";
import { listBusinessReviews } from "@/lib/feedback/list-business-reviews";
import { listVisitsAwaitingFeedback } from "@/lib/feedback/list-visits-awaiting-feedback";
import { replyToReview } from "@/lib/feedback/reply-to-review";
import { rateVisitAction } from "@/lib/portal/actions/rate-visit";
import { listServiceHistory } from "@/lib/scheduling/self-service/list-service-history";
import { createWorld, type World } from "../../support/authz-world";
import { asAnonymous, asCustomer, asStaff } from "../../support/fake-request";
import { createJob } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Customer feedback (issue 13 item 3) through the real exports: a customer rates their own
 * completed visit once; customer B of the same business, a customer of another business and
 * unfinished visits are refused; a low rating alerts the owner; the owner replies and the
 * customer sees it; another business's staff and an employee without view_reports cannot.
 */
let w: World;
const scopeOf = (c: { id: string; businessId: string }) => ({ businessId: c.businessId, customerId: c.id });
const completedVisit = (c: { id: string; businessId: string }, daysAgo = 2) =>
  createJob(db, scopeOf(c), { status: "completed", serviceId: c.businessId === w.a.id ? w.a.serviceId : w.c.serviceId, scheduledDate: new Date(Date.now() - daysAgo * 86_400_000), completedAt: new Date(Date.now() - daysAgo * 86_400_000) });
const feedbackRows = (jobId: string) => db.select().from(s.feedback).where(eq(s.feedback.jobId, jobId));

beforeAll(async () => {
  w = await createWorld(db);
});
beforeEach(() => asAnonymous());

describe("rating a visit (portal)", () => {
  it("customer A rates their completed visit once; the rating shows in the service history and leaves the dashboard prompt", async () => {
    const visit = await completedVisit(w.customerA);
    expect((await listVisitsAwaitingFeedback(scopeOf(w.customerA))).map((v) => v.visitId)).toContain(visit.id);

    await asCustomer(w.customerA, w.a.subdomain);
    const rated = await rateVisitAction({ visitId: visit.id, rating: 4, comment: "  Tidy work  " });
    expect(rated).toMatchObject({ ok: true, data: { rating: 4, comment: "Tidy work", reply: null } });
    const [row] = await feedbackRows(visit.id);
    expect(row).toMatchObject({ businessId: w.a.id, customerId: w.customerA.id, rating: 4, comment: "Tidy work" });

    expect(await rateVisitAction({ visitId: visit.id, rating: 5 })).toMatchObject({ ok: false, status: 409, message: "You have already rated this visit" });
    expect(await feedbackRows(visit.id)).toHaveLength(1);

    const history = await listServiceHistory(scopeOf(w.customerA));
    expect(history.find((j) => j.id === visit.id)?.feedback).toMatchObject({ rating: 4, comment: "Tidy work", reply: null });
    expect(history.find((j) => j.id === w.customerA.rows.jobId)?.feedback).toBeNull();
    expect((await listVisitsAwaitingFeedback(scopeOf(w.customerA))).map((v) => v.visitId)).not.toContain(visit.id);
  });

  it("customer B of the same business cannot rate, or read, A's visit; another business's customer neither", async () => {
    const visit = await completedVisit(w.customerA);
    await asCustomer(w.customerB, w.a.subdomain);
    expect(await rateVisitAction({ visitId: visit.id, rating: 1, comment: "Not mine" })).toMatchObject({ ok: false, status: 404, message: "Visit not found" });
    expect(await getCustomerVisitFeedback(scopeOf(w.customerB), visit.id)).toBeNull();

    await asCustomer(w.customerC, w.c.subdomain);
    expect(await rateVisitAction({ visitId: visit.id, rating: 1 })).toMatchObject({ ok: false, status: 404 });
    // A's cookie on business C's host is no session at all.
    await asCustomer(w.customerA, w.c.subdomain);
    expect(await rateVisitAction({ visitId: visit.id, rating: 1 })).toMatchObject({ ok: false, status: 401 });
    expect(await feedbackRows(visit.id)).toEqual([]);
  });

  it("only a completed visit can be rated, with a rating from 1 to 5", async () => {
    await asCustomer(w.customerA, w.a.subdomain);
    // World job A is still scheduled.
    expect(await rateVisitAction({ visitId: w.customerA.rows.jobId, rating: 5 })).toMatchObject({ ok: false, status: 409, message: "Only a completed visit can be rated" });
    const visit = await completedVisit(w.customerA);
    for (const rating of [0, 6, 3.5, "5", null]) {
      expect(await rateVisitAction({ visitId: visit.id, rating })).toMatchObject({ ok: false, status: 400, message: "Please choose a rating from 1 to 5 stars" });
    }
    expect(await rateVisitAction({ visitId: "not-a-uuid", rating: 3 })).toMatchObject({ ok: false, status: 400, message: "Visit not found" });
    expect(await rateVisitAction({ visitId: "00000000-0000-4000-8000-000000000001", rating: 3 })).toMatchObject({ ok: false, status: 404 });
    expect(await feedbackRows(visit.id)).toEqual([]);
  });

  it("a rating of 2 stars or fewer alerts the owner at once (bell + email); a good one does not", async () => {
    const ownerAlerts = () =>
      db.select().from(s.notifications).where(and(eq(s.notifications.businessId, w.a.id), eq(s.notifications.userId, w.a.ownerId), eq(s.notifications.kind, "low_rating")));
    const before = (await ownerAlerts()).length;
    await asCustomer(w.customerB, w.a.subdomain);
    expect(await rateVisitAction({ visitId: (await completedVisit(w.customerB)).id, rating: 5 })).toMatchObject({ ok: true });
    expect(await ownerAlerts()).toHaveLength(before);

    expect(await rateVisitAction({ visitId: (await completedVisit(w.customerB)).id, rating: 2, comment: "Gate left open" })).toMatchObject({ ok: true });
    const alerts = await ownerAlerts();
    expect(alerts).toHaveLength(before + 1);
    expect(alerts.at(-1)).toMatchObject({ recipientType: "staff", title: `2-star rating from MK${w.tag}BFIRST MK${w.tag}BLAST`, link: "/admin/reports/reviews?rating=low" });
    expect(alerts.at(-1)?.body).toContain("Gate left open");
    const [mail] = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, w.a.ownerEmail)).orderBy(desc(s.emailOutbox.createdAt)).limit(1);
    expect(mail.subject).toBe(`2-star rating from MK${w.tag}BFIRST MK${w.tag}BLAST`);
    // Business C's owner hears nothing.
    expect(await db.select().from(s.notifications).where(and(eq(s.notifications.businessId, w.c.id), eq(s.notifications.kind, "low_rating")))).toEqual([]);
  });
});

describe("asking for a rating when a visit is completed", () => {
  it("completing a visit notifies its customer and emails a link to /feedback/{visitId}", async () => {
    const visit = await createJob(db, scopeOf(w.customerA), { serviceId: w.a.serviceId });
    await asStaff(w.a.ownerId);
    expect(await completeVisitAction({ visitId: visit.id, note: "Done" })).toMatchObject({ ok: true });
    const [bell] = await db
      .select()
      .from(s.notifications)
      .where(and(eq(s.notifications.customerId, w.customerA.id), eq(s.notifications.link, `/feedback/${visit.id}`)));
    expect(bell).toMatchObject({ businessId: w.a.id, recipientType: "customer", title: `How was your Service MK${w.tag}ASERVICE visit?` });
    const [mail] = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, w.customerA.email)).orderBy(desc(s.emailOutbox.createdAt)).limit(1);
    expect(mail.subject).toBe(`How was your Service MK${w.tag}ASERVICE visit?`);
    expect(mail.html).toContain(`${w.a.subdomain}.`);
    expect(mail.html).toContain(`/feedback/${visit.id}`);
  });
});

describe("reviews and replies (admin)", () => {
  it("the owner lists the business's reviews with the average and filters; business C's owner sees none of them", async () => {
    const list = await listBusinessReviews({ businessId: w.a.id }, null);
    expect(list.summary.count).toBeGreaterThanOrEqual(3);
    expect(list.reviews.every((r) => [w.customerA.id, w.customerB.id].includes(r.customerId))).toBe(true);
    const ratings = list.reviews.map((r) => r.rating);
    expect(list.summary.average).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 2);
    expect((await listBusinessReviews({ businessId: w.a.id }, "low")).reviews.map((r) => r.rating)).toEqual([2]);
    expect((await listBusinessReviews({ businessId: w.a.id }, "4")).reviews.every((r) => r.rating === 4)).toBe(true);
    const other = await listBusinessReviews({ businessId: w.c.id }, null);
    expect(other).toMatchObject({ reviews: [], summary: { count: 0, average: null } });
  });

  it("the owner replies; the customer sees the reply in the portal; another business's owner and the default employee cannot", async () => {
    const visit = await completedVisit(w.customerA);
    await asCustomer(w.customerA, w.a.subdomain);
    await rateVisitAction({ visitId: visit.id, rating: 3, comment: "Missed a corner" });
    const [row] = await feedbackRows(visit.id);

    await asStaff(w.c.ownerId);
    expect(await replyToReviewAction({ feedbackId: row.id, reply: "Not yours" })).toMatchObject({ ok: false, status: 404, message: "Review not found" });
    expect(await replyToReview({ businessId: w.c.id, userId: w.c.ownerId }, { feedbackId: row.id, reply: "Not yours" }, "C").catch((e: { code: string }) => e.code)).toBe("not_found");
    // The default employee (no view_reports) is refused before anything is read.
    await asStaff(w.a.employeeId);
    expect(await replyToReviewAction({ feedbackId: row.id, reply: "Sorry" })).toMatchObject({ ok: false, status: 403, code: "forbidden" });
    expect((await feedbackRows(visit.id))[0].reply).toBeNull();

    await asStaff(w.a.ownerId);
    expect(await replyToReviewAction({ feedbackId: row.id, reply: "   " })).toMatchObject({ ok: false, status: 400, message: "Please enter a reply" });
    expect(await replyToReviewAction({ feedbackId: row.id, reply: "Sorry, we will fix it on Tuesday." })).toMatchObject({ ok: true });
    const [replied] = await feedbackRows(visit.id);
    expect(replied).toMatchObject({ reply: "Sorry, we will fix it on Tuesday.", repliedByUserId: w.a.ownerId });
    expect(replied.repliedAt).not.toBeNull();

    expect((await getCustomerVisitFeedback(scopeOf(w.customerA), visit.id))?.feedback).toMatchObject({ rating: 3, reply: "Sorry, we will fix it on Tuesday." });
    expect(await getCustomerVisitFeedback(scopeOf(w.customerB), visit.id)).toBeNull();
    const [bell] = await db.select().from(s.notifications).where(and(eq(s.notifications.customerId, w.customerA.id), eq(s.notifications.kind, "job_status"), eq(s.notifications.body, "Sorry, we will fix it on Tuesday.")));
    expect(bell.link).toBe(`/feedback/${visit.id}`);
  });
});
