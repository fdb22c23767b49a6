import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { tellCustomer } from "@/lib/notifications/tell-customer";
import { ON_MY_WAY_INTERVAL_MINUTES, ON_MY_WAY_MESSAGES, sendOnMyWay, type OnMyWayActor } from "@/lib/scheduling/visits/send-on-my-way";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { createJob } from "@/tests/support/portal-fixtures";
import { schedulingWorld } from "./fixtures";

// The real notice, wrapped so one test can make it fail.
vi.mock("@/lib/notifications/tell-customer", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/notifications/tell-customer")>();
  return { ...original, tellCustomer: vi.fn(original.tellCustomer) };
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Far from every other file's clock: Monday 7 June 2032, 8:30 in New York; the visit is at 9:00. */
const NOW = new Date("2032-06-07T12:30:00.000Z");
const VISIT_AT = new Date("2032-06-07T13:00:00.000Z");
const INTERVAL_MS = ON_MY_WAY_INTERVAL_MINUTES * 60_000;

type World = Awaited<ReturnType<typeof schedulingWorld>>;

const visitFor = (world: World, extra: Partial<typeof s.jobs.$inferInsert> = {}) =>
  createJob(db, { businessId: world.business.id, customerId: world.customer.id }, { scheduledDate: VISIT_AT, serviceId: world.service.id, assigneeMemberId: world.employee.id, ...extra });

const crew = (world: World, extra: Partial<OnMyWayActor> = {}): OnMyWayActor => ({
  businessId: world.business.id,
  memberId: world.employee.id,
  managesSchedule: false,
  userId: world.employeeUser.id,
  firstName: "Eli",
  ...extra,
});

const bellOf = (world: World) =>
  db.select().from(s.notifications).where(and(eq(s.notifications.businessId, world.business.id), eq(s.notifications.customerId, world.customer.id)));
const mailsOf = (world: World) => db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, world.customer.email!));
const auditOf = (world: World) => db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, world.business.id), eq(s.auditLog.action, "visit.on_my_way")));
const markerOf = async (id: string) => (await db.select({ at: s.jobs.onMyWayAt }).from(s.jobs).where(eq(s.jobs.id, id)))[0].at;

describe("sendOnMyWay: what the customer receives", () => {
  it("a visit with a service: the exact bell notice, the email with its link label, and the exact return", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world);

    const result = await sendOnMyWay(crew(world), visit.id, NOW);
    expect(result).toEqual({ id: visit.id, onMyWayAt: NOW.toISOString() });
    expect((await markerOf(visit.id))?.toISOString()).toBe(NOW.toISOString());

    const title = `Eli from ${world.business.companyName} is on the way`;
    const body = "Eli is on the way for your Weekly Mowing visit scheduled for Monday, June 7 at 9:00 AM EDT.";
    const bell = await bellOf(world);
    expect(bell.map((n) => ({ recipientType: n.recipientType, kind: n.kind, title: n.title, body: n.body, link: n.link }))).toEqual([
      { recipientType: "customer", kind: "job_status", title, body, link: "/dashboard" },
    ]);

    const mails = await mailsOf(world);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ businessId: world.business.id, subject: title, template: "notification", status: "logged" });
    expect(mails[0].text).toContain(body);
    expect(mails[0].text).toContain("View your visit");
    expect(mails[0].html).toContain(">View your visit<");
    expect(mails[0].html).toContain(`href="${portalUrl(world.business.portalSubdomain, "/dashboard")}"`);
  });

  it("a visit without a service is announced as a plain 'visit'", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world, { serviceId: null });

    expect(await sendOnMyWay(crew(world), visit.id, NOW)).toEqual({ id: visit.id, onMyWayAt: NOW.toISOString() });

    const body = "Eli is on the way for your visit scheduled for Monday, June 7 at 9:00 AM EDT.";
    const bell = await bellOf(world);
    expect(bell.map((n) => n.body)).toEqual([body]);
    const mails = await mailsOf(world);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(body);
    expect(mails[0].text).toContain("View your visit");
  });

  it("a failing notice is logged as 'on-my-way notice failed' and never undoes the marker or the audit entry", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world);
    const boom = new Error("notice down");
    vi.mocked(tellCustomer).mockRejectedValueOnce(boom);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});

    await expect(sendOnMyWay(crew(world), visit.id, NOW)).resolves.toEqual({ id: visit.id, onMyWayAt: NOW.toISOString() });

    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith("on-my-way notice failed", boom);
    expect((await markerOf(visit.id))?.toISOString()).toBe(NOW.toISOString());
    expect(await auditOf(world)).toHaveLength(1);
    expect(await bellOf(world)).toHaveLength(0);
  });
});

describe("sendOnMyWay: the audit entry", () => {
  it("records the exact row, with the caller's ip", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world);
    await sendOnMyWay(crew(world, { ip: "203.0.113.9" }), visit.id, NOW);

    const audit = await auditOf(world);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      businessId: world.business.id,
      actorType: "staff",
      actorId: world.employeeUser.id,
      action: "visit.on_my_way",
      targetType: "visit",
      targetId: visit.id,
      ip: "203.0.113.9",
    });
    expect(audit[0].meta).toEqual({ customerId: world.customer.id, scheduledDate: VISIT_AT.toISOString() });
  });

  it("an unknown ip is stored as null", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world);
    await sendOnMyWay(crew(world), visit.id, NOW);
    const audit = await auditOf(world);
    expect(audit).toHaveLength(1);
    expect(audit[0].ip).toBeNull();
    expect(audit[0].meta).toEqual({ customerId: world.customer.id, scheduledDate: VISIT_AT.toISOString() });
  });
});

describe("sendOnMyWay: which visits, and how often", () => {
  it("a started visit may be announced", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world, { status: "in_progress", startedAt: new Date("2032-06-07T12:00:00.000Z") });
    expect(await sendOnMyWay(crew(world), visit.id, NOW)).toEqual({ id: visit.id, onMyWayAt: NOW.toISOString() });
    expect((await markerOf(visit.id))?.toISOString()).toBe(NOW.toISOString());
    expect(await bellOf(world)).toHaveLength(1);
  });

  it.each(["completed", "cancelled", "skipped"] as const)("a %s visit is refused with the exact message; nothing is sent or recorded", async (status) => {
    const world = await schedulingWorld();
    const visit = await visitFor(world, { status });
    const attempt = sendOnMyWay(crew(world), visit.id, NOW);
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject({ code: "conflict", message: "Only a scheduled or started visit can be announced" });
    expect(ON_MY_WAY_MESSAGES.closed).toBe("Only a scheduled or started visit can be announced");
    expect(await markerOf(visit.id)).toBeNull();
    expect(await bellOf(world)).toHaveLength(0);
    expect(await mailsOf(world)).toHaveLength(0);
    expect(await auditOf(world)).toHaveLength(0);
  });

  it("within the interval it is refused with the exact message; nothing more is sent and the marker stays", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world);
    await sendOnMyWay(crew(world), visit.id, NOW);

    const almost = new Date(NOW.getTime() + INTERVAL_MS - 1);
    const attempt = sendOnMyWay(crew(world), visit.id, almost);
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject({ code: "throttled", message: "The customer was already told you are on the way in the last 10 minutes" });
    expect((await markerOf(visit.id))?.toISOString()).toBe(NOW.toISOString());
    expect(await bellOf(world)).toHaveLength(1);
    expect(await mailsOf(world)).toHaveLength(1);
    expect(await auditOf(world)).toHaveLength(1);
  });

  it("exactly at the interval's end it is allowed again", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world, { onMyWayAt: NOW });
    const boundary = new Date(NOW.getTime() + INTERVAL_MS);

    expect(await sendOnMyWay(crew(world), visit.id, boundary)).toEqual({ id: visit.id, onMyWayAt: boundary.toISOString() });
    expect((await markerOf(visit.id))?.toISOString()).toBe(boundary.toISOString());
    expect(await bellOf(world)).toHaveLength(1);
    expect(await auditOf(world)).toHaveLength(1);
  });

  it("a marker less than the interval old, even one ahead of the clock, refuses; a visit without a marker is announced", async () => {
    const world = await schedulingWorld();
    const later = await visitFor(world, { onMyWayAt: new Date(NOW.getTime() + 60_000) });
    // A marker in the "future" of this call (clock skew) is within the interval: refused.
    await expect(sendOnMyWay(crew(world), later.id, NOW)).rejects.toMatchObject({ code: "throttled" });
    const fresh = await visitFor(world);
    await expect(sendOnMyWay(crew(world), fresh.id, NOW)).resolves.toEqual({ id: fresh.id, onMyWayAt: NOW.toISOString() });
  });
});
