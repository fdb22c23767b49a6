import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { cancelVisit, completeVisit, skipVisit, startVisit } from "@/lib/scheduling/visits/visit-transitions";
import { createJob } from "@/tests/support/portal-fixtures";
import { schedulingWorld } from "./fixtures";

/** Far from every other file's clock: Monday 7 June 2032, 8:30 in New York; the visit is at 9:00. */
const NOW = new Date("2032-06-07T12:30:00.000Z");
const VISIT_AT = new Date("2032-06-07T13:00:00.000Z");

type World = Awaited<ReturnType<typeof schedulingWorld>>;

const visitFor = (world: World, extra: Partial<typeof s.jobs.$inferInsert> = {}) =>
  createJob(db, { businessId: world.business.id, customerId: world.customer.id }, { scheduledDate: VISIT_AT, serviceId: world.service.id, assigneeMemberId: world.employee.id, ...extra });

/** The employee the visit is assigned to (works only their own visits). */
const crew = (world: World) => ({ businessId: world.business.id, memberId: world.employee.id, managesSchedule: false, userId: world.employeeUser.id });

const rowOf = async (id: string) => (await db.select().from(s.jobs).where(eq(s.jobs.id, id)))[0];

/** The titles and bodies of the customer's portal notices. */
const customerBell = async (world: World) =>
  (await db.select().from(s.notifications).where(and(eq(s.notifications.businessId, world.business.id), eq(s.notifications.customerId, world.customer.id)))).map((n) => ({ title: n.title, body: n.body }));

const refusal = (message: string) => ({ name: "DomainError", code: "conflict", message });

describe("startVisit", () => {
  it("returns exactly the visit's id and its new status, and records when work began", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world);
    const result = await startVisit(crew(world), visit.id, NOW);
    expect(result).toEqual({ id: visit.id, status: "in_progress" });
    const row = await rowOf(visit.id);
    expect(row.status).toBe("in_progress");
    expect(row.startedAt?.toISOString()).toBe(NOW.toISOString());
    expect(row.completedAt).toBeNull();
  });

  it.each(["completed", "cancelled", "in_progress", "skipped"] as const)("refuses a %s visit with the exact message, leaving it as it was", async (status) => {
    const world = await schedulingWorld();
    const visit = await visitFor(world, { status });
    const attempt = startVisit(crew(world), visit.id, NOW);
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject(refusal("Only a scheduled visit can be started"));
    const row = await rowOf(visit.id);
    expect(row.status).toBe(status);
    expect(row.startedAt).toBeNull();
  });
});

describe("completeVisit", () => {
  it("keeps the time work began on a started visit, returns exactly { id, status } and stores the note", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world);
    const startedAt = new Date("2032-06-07T12:05:00.000Z");
    await startVisit(crew(world), visit.id, startedAt);

    const result = await completeVisit(crew(world), visit.id, "Edges trimmed", NOW);
    expect(result).toEqual({ id: visit.id, status: "completed" });
    const row = await rowOf(visit.id);
    expect(row.status).toBe("completed");
    expect(row.startedAt?.toISOString()).toBe(startedAt.toISOString());
    expect(row.completedAt?.toISOString()).toBe(NOW.toISOString());
    expect(row.completionNote).toBe("Edges trimmed");
  });

  it("a visit never started is taken as started when it was completed; an empty note is stored as null", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world);
    const result = await completeVisit(crew(world), visit.id, "", NOW);
    expect(result).toEqual({ id: visit.id, status: "completed" });
    const row = await rowOf(visit.id);
    expect(row.startedAt?.toISOString()).toBe(NOW.toISOString());
    expect(row.completedAt?.toISOString()).toBe(NOW.toISOString());
    expect(row.completionNote).toBeNull();
  });

  it("emits exactly one visit.completed event to the subscribed endpoint, with the visit's exact fields", async () => {
    const world = await schedulingWorld();
    const [endpoint] = await db
      .insert(s.webhookEndpoints)
      .values({ businessId: world.business.id, url: "https://8.8.8.8/hooks", events: ["visit.completed"], secret: "whsec_visit_exact" })
      .returning();
    // Not subscribed: hears nothing.
    await db.insert(s.webhookEndpoints).values({ businessId: world.business.id, url: "https://8.8.8.8/other", events: ["invoice.paid"], secret: "whsec_other_exact" });
    const visit = await visitFor(world);

    await completeVisit(crew(world), visit.id, "Gate was open", NOW);

    const deliveries = await db.select().from(s.webhookDeliveries).where(eq(s.webhookDeliveries.businessId, world.business.id));
    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(delivery).toMatchObject({ endpointId: endpoint.id, eventType: "visit.completed", status: "pending", attempts: 0 });
    const payload = delivery.payload as { id: string; type: string; business_id: string; created: number; data: unknown };
    expect(payload.id).toBe(delivery.eventId);
    expect(payload.type).toBe("visit.completed");
    expect(payload.business_id).toBe(world.business.id);
    expect(payload.data).toEqual({
      visit: {
        id: visit.id,
        customer_id: world.customer.id,
        service_id: world.service.id,
        job_id: visit.seriesId,
        scheduled_date: VISIT_AT.toISOString(),
        completed_at: NOW.toISOString(),
        completion_note: "Gate was open",
        status: "completed",
      },
    });
  });

  it("an empty note reaches the webhook as null", async () => {
    const world = await schedulingWorld();
    await db.insert(s.webhookEndpoints).values({ businessId: world.business.id, url: "https://8.8.8.8/hooks", events: ["visit.completed"], secret: "whsec_visit_null" });
    const visit = await visitFor(world, { status: "in_progress", startedAt: new Date("2032-06-07T12:10:00.000Z") });
    await completeVisit(crew(world), visit.id, "", NOW);
    const [delivery] = await db.select().from(s.webhookDeliveries).where(eq(s.webhookDeliveries.businessId, world.business.id));
    expect((delivery.payload as { data: { visit: Record<string, unknown> } }).data.visit).toMatchObject({ completion_note: null, completed_at: NOW.toISOString(), status: "completed" });
  });

  it.each(["completed", "cancelled", "skipped"] as const)("refuses a %s visit: 'This visit is already closed', no event", async (status) => {
    const world = await schedulingWorld();
    await db.insert(s.webhookEndpoints).values({ businessId: world.business.id, url: "https://8.8.8.8/hooks", events: ["visit.completed"], secret: "whsec_visit_closed" });
    const visit = await visitFor(world, { status });
    await expect(completeVisit(crew(world), visit.id, "again", NOW)).rejects.toMatchObject(refusal("This visit is already closed"));
    expect((await rowOf(visit.id)).completionNote).toBeNull();
    expect(await db.$count(s.webhookDeliveries, eq(s.webhookDeliveries.businessId, world.business.id))).toBe(0);
  });
});

describe("skipVisit", () => {
  it("returns exactly { id, status: 'skipped' }, stores the reason and tells the customer", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world);
    const result = await skipVisit(crew(world), visit.id, "Too wet");
    expect(result).toEqual({ id: visit.id, status: "skipped" });
    const row = await rowOf(visit.id);
    expect(row.status).toBe("skipped");
    expect(row.skipReason).toBe("Too wet");
    expect(await customerBell(world)).toEqual([
      { title: "A visit is skipped", body: "Your visit on Monday, June 7 at 9:00 AM EDT is skipped: Too wet" },
    ]);
  });

  it.each(["in_progress", "completed", "cancelled", "skipped"] as const)("refuses a %s visit with 'Only a scheduled visit can be skipped'", async (status) => {
    const world = await schedulingWorld();
    const visit = await visitFor(world, { status });
    await expect(skipVisit(crew(world), visit.id, "No")).rejects.toMatchObject(refusal("Only a scheduled visit can be skipped"));
    const row = await rowOf(visit.id);
    expect(row.status).toBe(status);
    expect(row.skipReason).toBeNull();
    expect(await db.$count(s.notifications, eq(s.notifications.businessId, world.business.id))).toBe(0);
  });
});

describe("cancelVisit", () => {
  it.each(["scheduled", "in_progress"] as const)("a %s visit: returns exactly { id, status: 'cancelled' }, stores the reason and tells the customer", async (status) => {
    const world = await schedulingWorld();
    const visit = await visitFor(world, { status });
    const result = await cancelVisit(crew(world), visit.id, "Locked gate");
    expect(result).toEqual({ id: visit.id, status: "cancelled" });
    const row = await rowOf(visit.id);
    expect(row.status).toBe("cancelled");
    expect(row.cancelReason).toBe("Locked gate");
    expect(await customerBell(world)).toEqual([
      { title: "A visit is cancelled", body: "Your visit on Monday, June 7 at 9:00 AM EDT is cancelled: Locked gate" },
    ]);
  });

  it.each(["completed", "cancelled", "skipped"] as const)("refuses a %s visit with 'This visit is already closed'", async (status) => {
    const world = await schedulingWorld();
    const visit = await visitFor(world, { status });
    await expect(cancelVisit(crew(world), visit.id, "Rain")).rejects.toMatchObject(refusal("This visit is already closed"));
    const row = await rowOf(visit.id);
    expect(row.status).toBe(status);
    expect(row.cancelReason).toBeNull();
    expect(await db.$count(s.notifications, eq(s.notifications.businessId, world.business.id))).toBe(0);
  });
});
