import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { requestVisitRescheduleAction, skipVisitAsCustomerAction } from "@/lib/portal/actions/visit-self-service";
import { createCustomer, createJob } from "@/tests/support/portal-fixtures";
import { asAnonymous, asCustomer } from "../../support/fake-request";
import { schedulingWorld } from "./fixtures";

// The real exports through customerAction: a real portal session on the business's host.
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

beforeEach(() => {
  asAnonymous();
});

const HOUR = 3_600_000;
const ownerNotices = (businessId: string) =>
  db.select().from(s.notifications).where(and(eq(s.notifications.businessId, businessId), eq(s.notifications.kind, "visit_change")));
const reschedule = (visitId: string) => ({ visitId, preferredDate: "2030-01-15", preferredTimeSlot: "10:00 AM-12:00 PM", notes: "Any morning" });

async function world(overrides: Partial<typeof s.businesses.$inferInsert> = {}) {
  const w = await schedulingWorld(overrides);
  const visit = await createJob(db, { businessId: w.business.id, customerId: w.customer.id }, { scheduledDate: new Date(Date.now() + 72 * HOUR) });
  return { ...w, visit };
}

describe("portal self-service on a visit", () => {
  it("the customer skips their own visit; the owner is notified; a second skip is refused", async () => {
    const w = await world();
    await asCustomer(w.customer, w.business.portalSubdomain!);
    expect(await skipVisitAsCustomerAction({ visitId: w.visit.id, reason: "On vacation" })).toMatchObject({ ok: true, data: { status: "skipped" } });
    const [row] = await db.select().from(s.jobs).where(eq(s.jobs.id, w.visit.id));
    expect(row).toMatchObject({ status: "skipped", skipReason: "Skipped by the customer: On vacation" });
    const [notice] = await ownerNotices(w.business.id);
    expect(notice).toMatchObject({ recipientType: "staff", userId: w.business.owner.id, body: "On vacation" });
    expect(notice.title).toMatch(/skipped the visit of/);
    expect(await skipVisitAsCustomerAction({ visitId: w.visit.id, reason: "" })).toMatchObject({ ok: false, status: 409, message: "Only a scheduled visit can be changed" });
  });

  it("refuses within 24 hours of the visit, and when the business turned the option off", async () => {
    const w = await world({ allowRescheduling: false });
    const soon = await createJob(db, { businessId: w.business.id, customerId: w.customer.id }, { scheduledDate: new Date(Date.now() + 20 * HOUR) });
    await asCustomer(w.customer, w.business.portalSubdomain!);
    const cutoff = "Visits can be changed online until 24 hours before they start. Please send us a message instead.";
    expect(await skipVisitAsCustomerAction({ visitId: soon.id, reason: "" })).toMatchObject({ ok: false, status: 409, message: cutoff });
    expect(await requestVisitRescheduleAction(reschedule(w.visit.id))).toMatchObject({
      ok: false,
      status: 403,
      message: "Rescheduling visits online is turned off. Please send us a message instead.",
    });
    await db.update(s.businesses).set({ allowCancellation: false }).where(eq(s.businesses.id, w.business.id));
    expect(await skipVisitAsCustomerAction({ visitId: w.visit.id, reason: "" })).toMatchObject({
      ok: false,
      status: 403,
      message: "Skipping visits online is turned off. Please send us a message instead.",
    });
    const rows = await db.select().from(s.jobs).where(eq(s.jobs.businessId, w.business.id));
    expect(rows.every((r) => r.status === "scheduled")).toBe(true);
    expect(await ownerNotices(w.business.id)).toEqual([]);
  });

  it("asks to reschedule into a §9 time slot: the owner is notified, the visit stays; bad slot → 400", async () => {
    const w = await world();
    await asCustomer(w.customer, w.business.portalSubdomain!);
    expect(await requestVisitRescheduleAction({ ...reschedule(w.visit.id), preferredTimeSlot: "midnight" })).toMatchObject({ ok: false, status: 400, message: "Please choose a time slot" });
    expect(await requestVisitRescheduleAction({ ...reschedule(w.visit.id), preferredDate: "2020-01-01" })).toMatchObject({
      ok: false,
      status: 400,
      message: "Preferred date cannot be earlier than today",
    });
    expect(await requestVisitRescheduleAction(reschedule(w.visit.id))).toMatchObject({ ok: true });
    const [notice] = await ownerNotices(w.business.id);
    expect(notice.body).toBe("Preferred: Jan 15, 2030, 10:00 AM-12:00 PM\nAny morning");
    expect(notice.link).toBe("/admin/schedule#reschedule-requests");
    const [row] = await db.select().from(s.jobs).where(eq(s.jobs.id, w.visit.id));
    expect(row.status).toBe("scheduled");
  });

  it("another customer of the business, or another business's customer, gets \"Visit not found\"; anonymous 401", async () => {
    const w = await world();
    const neighbour = await createCustomer(db, w.business.id);
    expect(await skipVisitAsCustomerAction({ visitId: w.visit.id, reason: "" })).toMatchObject({ ok: false, status: 401 });
    await asCustomer(neighbour, w.business.portalSubdomain!);
    expect(await skipVisitAsCustomerAction({ visitId: w.visit.id, reason: "" })).toMatchObject({ ok: false, status: 404, message: "Visit not found" });
    expect(await requestVisitRescheduleAction(reschedule(w.visit.id))).toMatchObject({ ok: false, status: 404, message: "Visit not found" });
    const other = await world();
    await asCustomer(other.customer, other.business.portalSubdomain!);
    expect(await skipVisitAsCustomerAction({ visitId: w.visit.id, reason: "" })).toMatchObject({ ok: false, status: 404 });
    const [row] = await db.select().from(s.jobs).where(eq(s.jobs.id, w.visit.id));
    expect(row.status).toBe("scheduled");
    expect(await ownerNotices(w.business.id)).toEqual([]);
  });
});
