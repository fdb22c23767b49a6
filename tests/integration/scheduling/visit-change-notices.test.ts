import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { editVisit } from "@/lib/scheduling/visits/edit-visit";
import { shiftSeries } from "@/lib/scheduling/series/shift-series";
import { cancelVisit, skipVisit } from "@/lib/scheduling/visits/visit-transitions";
import { createApiKey } from "@/tests/support/api-fixtures";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { fromWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { visitTimeText } from "@/lib/scheduling/reminders/visit-time-text";
import { createBusiness, createCustomer, createJob, createService } from "@/tests/support/portal-fixtures";
import { createWeeklyJobThroughApi, mondayAhead } from "@/tests/support/weekly-job";

/**
 * Issue 11 item 2: a customer whose upcoming visit the business changed — moved, shifted,
 * skipped, cancelled — is told in the portal bell and by email, with times in the business's
 * time zone; a change to a visit in the past tells nobody.
 */
async function setUp() {
  const biz = await createBusiness(db, { timezone: "America/New_York" });
  const customer = await createCustomer(db, biz.id, { email: `notice-${biz.id.slice(0, 8)}@example.test` });
  return { biz, customer, scope: { businessId: biz.id }, actor: { businessId: biz.id, memberId: null, managesSchedule: true } };
}

async function notices(businessId: string, customerId: string) {
  const bell = await db
    .select({ title: s.notifications.title, body: s.notifications.body, link: s.notifications.link })
    .from(s.notifications)
    .where(and(eq(s.notifications.businessId, businessId), eq(s.notifications.customerId, customerId)))
    .orderBy(desc(s.notifications.createdAt));
  const emails = await db.select({ to: s.emailOutbox.toAddress, subject: s.emailOutbox.subject, text: s.emailOutbox.text }).from(s.emailOutbox).where(eq(s.emailOutbox.businessId, businessId));
  return { bell, emails };
}

describe("customers hear of changes to their upcoming visits", () => {
  it("a moved visit: the bell and an email with the old and new times in the business's zone", async () => {
    const { biz, customer, scope } = await setUp();
    const visit = await createJob(db, { businessId: biz.id, customerId: customer.id }, { scheduledDate: new Date("2030-01-07T14:00:00Z") });
    // The fixture's one-off job keeps UTC wall-clock times; the customer reads the business's zone.
    await editVisit(scope, { visitId: visit.id, scope: "this", date: "2030-01-08", time: "15:30", durationMinutes: 60, employeeId: null });
    const { bell, emails } = await notices(biz.id, customer.id);
    expect(bell).toEqual([
      { title: "Your visit has moved", body: "Your visit on Monday, January 7 at 9:00 AM EST is now on Tuesday, January 8 at 10:30 AM EST.", link: "/dashboard" },
    ]);
    expect(emails).toEqual([expect.objectContaining({ to: customer.email, subject: "Your visit has moved" })]);
    expect(emails[0].text).toContain("Tuesday, January 8 at 10:30 AM EST");
  });

  it("a visit moved to the same time, or a visit in the past, tells nobody", async () => {
    const { biz, customer, scope } = await setUp();
    const visit = await createJob(db, { businessId: biz.id, customerId: customer.id }, { scheduledDate: new Date("2030-01-07T14:00:00Z") });
    await editVisit(scope, { visitId: visit.id, scope: "this", date: "2030-01-07", time: "14:00", durationMinutes: 90, employeeId: null });
    const past = await createJob(db, { businessId: biz.id, customerId: customer.id }, { scheduledDate: new Date("2020-01-07T14:00:00Z") });
    await editVisit(scope, { visitId: past.id, scope: "this", date: "2020-01-08", time: "09:00", durationMinutes: 60, employeeId: null });
    expect(await notices(biz.id, customer.id)).toEqual({ bell: [], emails: [] });
  });

  it("a skipped and a cancelled visit, with the reasons", async () => {
    const { biz, customer, actor } = await setUp();
    const one = await createJob(db, { businessId: biz.id, customerId: customer.id }, { scheduledDate: new Date("2030-02-04T14:00:00Z") });
    const two = await createJob(db, { businessId: biz.id, customerId: customer.id }, { scheduledDate: new Date("2030-02-11T14:00:00Z") });
    await skipVisit(actor, one.id, "Frozen ground");
    await cancelVisit(actor, two.id, "Gate locked");
    const { bell, emails } = await notices(biz.id, customer.id);
    expect(bell.map((n) => [n.title, n.body]).sort()).toEqual([
      ["A visit is cancelled", "Your visit on Monday, February 11 at 9:00 AM EST is cancelled: Gate locked"],
      ["A visit is skipped", "Your visit on Monday, February 4 at 9:00 AM EST is skipped: Frozen ground"],
    ]);
    expect(emails.map((e) => e.subject).sort()).toEqual(["A visit is cancelled", "A visit is skipped"]);
  });

  it("a weather-day shift of a recurring job: one notice for the visits that move", async () => {
    const { biz, customer } = await setUp();
    const service = await createService(db, biz.id);
    const { key } = await createApiKey(db, biz.id, ["manage_schedule", "view_jobs"]);
    const start = mondayAhead();
    const visits = await createWeeklyJobThroughApi(key, { customerId: customer.id, serviceId: service.id, startDate: start, count: 4 });
    expect(visits).toHaveLength(4);
    await shiftSeries({ businessId: biz.id, userId: biz.owner.id }, { visitId: visits[1].id, days: 1 });
    const { bell } = await notices(biz.id, customer.id);
    expect(bell).toEqual([
      {
        title: "Your visits have moved",
        body: `Your visit on ${visitTimeText(fromWallClock(addDays(start, 7), "09:00", "America/New_York"), "America/New_York")} and the 2 after it move 1 day later.`,
        link: "/dashboard",
      },
    ]);
  });
});
