import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { acceptServiceRequestIntoJobAction } from "@/lib/admin/actions/service-requests/accept-service-request-into-job";
import { acceptServiceRequestIntoQuoteAction } from "@/lib/admin/actions/service-requests/accept-service-request-into-quote";
import { respondToServiceRequestAction } from "@/lib/admin/actions/service-requests/respond-to-service-request";
import { formatClockTime } from "@/lib/format/clock-time";
import { formatListDate } from "@/lib/format/dates";
import { pageLoaders } from "@/lib/portal/page-loaders";
import { jobFieldsFromForm } from "@/lib/scheduling/jobs/job-form-values";
import { createJobSchema } from "@/lib/scheduling/jobs/job-schema";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { getRequestForWork } from "@/lib/scheduling/service-requests/get-request-for-work";
import { jobPrefillFromRequest, quotePrefillFromRequest, repeatForRequest } from "@/lib/scheduling/service-requests/request-for-work";
import { addEmployee, createUser } from "../staff-auth/fixtures";
import { asAnonymous, asStaff } from "../../support/fake-request";
import { schedulingWorld } from "./fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/** Issue 11 item 5: a portal request becomes a job or a quote draft, and the customer sees it. */
beforeEach(() => asAnonymous());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function requestWorld(request: Partial<typeof s.serviceRequests.$inferInsert> = {}) {
  const world = await schedulingWorld();
  const [service] = await db
    .update(s.services)
    .set({ isRecurring: true, recurringInterval: "2 weeks", priceCents: 6500, durationMinutes: 50 })
    .where(eq(s.services.id, world.service.id))
    .returning();
  // A second, non-primary property created first: the prefill must still pick the primary one.
  await db.insert(s.properties).values({ businessId: world.business.id, customerId: world.customer.id, label: "Cabin", address: "1 Lake Rd" });
  const [row] = await db
    .insert(s.serviceRequests)
    .values({
      businessId: world.business.id, customerId: world.customer.id, serviceId: service.id, requestType: "recurring",
      preferredDate: inDays(5), preferredTimeSlot: "2:00-4:00 PM", notes: "Side gate is open", ...request,
    })
    .returning();
  return { ...world, service, request: row };
}

/** What JobForm sends for a prefill: the form's own mapping and schema, without the customer (the request's). */
function jobFieldsFrom(prefill: ReturnType<typeof jobPrefillFromRequest>) {
  const { customerId: _customer, ...fields } = createJobSchema.parse(jobFieldsFromForm(prefill));
  return fields;
}

describe("the prefill", () => {
  it("maps the request's service, type, preferred date and slot, and the customer's primary property onto the job form", async () => {
    const world = await requestWorld();
    const request = await getRequestForWork(world.scope, world.request.id);
    expect(request).not.toBeNull();
    const today = toWallClock(new Date(), "America/New_York").date;
    expect(jobPrefillFromRequest(request!, today)).toEqual({
      customerId: world.customer.id,
      propertyId: world.property.id,
      serviceId: world.service.id,
      title: "Weekly Mowing",
      instructions: "Side gate is open",
      startDate: inDays(5),
      startTime: "14:00",
      durationMinutes: "50",
      employeeId: "",
      repeat: "biweekly",
      until: "",
      price: "65.00",
    });
    expect(quotePrefillFromRequest(request!)).toMatchObject({
      customerId: world.customer.id,
      lines: [{ description: "Weekly Mowing", quantity: "1", rate: "65.00", serviceId: world.service.id }],
      notes: "Side gate is open",
    });
  });

  it("a one-time request does not repeat, a past preferred date starts today, a missing slot starts at 9:00", async () => {
    const world = await requestWorld({ requestType: "one_time", preferredDate: "2020-01-01", preferredTimeSlot: null });
    const today = toWallClock(new Date(), "America/New_York").date;
    const prefill = jobPrefillFromRequest((await getRequestForWork(world.scope, world.request.id))!, today);
    expect(prefill).toMatchObject({ repeat: "none", startDate: today, startTime: "09:00" });
    expect(repeatForRequest("recurring", "month")).toBe("monthly");
    expect(repeatForRequest("recurring", "week")).toBe("weekly");
    expect(repeatForRequest("recurring", null)).toBe("weekly");
    expect(repeatForRequest("emergency", "week")).toBe("none");
  });

  it("is not offered for another business's request, nor for one already answered", async () => {
    const mine = await requestWorld();
    const theirs = await requestWorld();
    expect(await getRequestForWork(mine.scope, theirs.request.id)).toBeNull();
    await db.update(s.serviceRequests).set({ status: "declined" }).where(eq(s.serviceRequests.id, mine.request.id));
    expect(await getRequestForWork(mine.scope, mine.request.id)).toBeNull();
  });
});

describe("accepting into a job", () => {
  it("creates the recurring job for the request's customer and accepts the request in the same commit; the customer sees the first visit", async () => {
    const world = await requestWorld();
    await asStaff(world.business.owner.id);
    const prefill = jobPrefillFromRequest((await getRequestForWork(world.scope, world.request.id))!, toWallClock(new Date(), "America/New_York").date);
    const result = await acceptServiceRequestIntoJobAction({ ...jobFieldsFrom(prefill), requestId: world.request.id, message: "" });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;

    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.businessId, world.business.id));
    expect(series).toMatchObject({ id: result.data.jobId, customerId: world.customer.id, propertyId: world.property.id, serviceId: world.service.id, startTime: "14:00", priceCents: 6500 });
    expect(series.rrule).toContain("INTERVAL=2");
    const [request] = await db.select().from(s.serviceRequests).where(eq(s.serviceRequests.id, world.request.id));
    expect(request).toMatchObject({ status: "accepted", jobSeriesId: series.id, quoteId: null });
    const visits = await db.select().from(s.jobs).where(eq(s.jobs.seriesId, series.id)).orderBy(s.jobs.scheduledDate);
    expect(visits.length).toBeGreaterThan(2);
    expect(result.data.firstVisitAt?.toISOString()).toBe(visits[0].scheduledDate.toISOString());
    expect(toWallClock(visits[0].scheduledDate, "America/New_York")).toMatchObject({ date: inDays(5), time: "14:00" });

    // The customer: the bell names the first visit; the portal lists the request as accepted with it.
    const when = `${formatListDate(visits[0].scheduledDate, "America/New_York")} at ${formatClockTime(visits[0].scheduledDate, "America/New_York")}`;
    const notices = await db.select().from(s.notifications).where(and(eq(s.notifications.businessId, world.business.id), eq(s.notifications.customerId, world.customer.id)));
    expect(notices).toEqual([expect.objectContaining({ title: "Your request for Weekly Mowing was accepted", body: `Your first visit is on ${when}.`, link: "/request-service" })]);
    const { requests } = await pageLoaders.requestService({ businessId: world.business.id, customerId: world.customer.id }, "America/New_York");
    expect(requests).toEqual([expect.objectContaining({ id: world.request.id, status: "accepted", firstVisitAt: visits[0].scheduledDate.toISOString(), quoted: false })]);
    const audit = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, world.business.id), eq(s.auditLog.targetId, world.request.id)));
    expect(audit).toEqual([expect.objectContaining({ action: "service_request.accepted", meta: { job_id: series.id } })]);
  });

  it("a double submit (two accepts at once) creates one job; the other is told the request was already accepted", async () => {
    const world = await requestWorld({ requestType: "one_time" });
    await asStaff(world.business.owner.id);
    const input = { title: "Mowing", startDate: inDays(3), startTime: "10:00", durationMinutes: 45, requestId: world.request.id };
    const results = await Promise.all([acceptServiceRequestIntoJobAction(input), acceptServiceRequestIntoJobAction(input)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([expect.objectContaining({ ok: false, status: 409, message: "This request was already accepted" })]);
    expect(await db.select().from(s.jobSeries).where(eq(s.jobSeries.businessId, world.business.id))).toHaveLength(1);
    expect(await db.select().from(s.jobs).where(eq(s.jobs.businessId, world.business.id))).toHaveLength(1);
  });

  it("a request answered already (declined) is a 409 and no job is made", async () => {
    const world = await requestWorld();
    await asStaff(world.business.owner.id);
    expect(await respondToServiceRequestAction({ requestId: world.request.id, decision: "decline" })).toMatchObject({ ok: true });
    const result = await acceptServiceRequestIntoJobAction({ title: "Mowing", startDate: inDays(3), startTime: "10:00", durationMinutes: 45, requestId: world.request.id });
    expect(result).toMatchObject({ ok: false, status: 409, message: "This request was already declined" });
    expect(await db.select().from(s.jobSeries).where(eq(s.jobSeries.businessId, world.business.id))).toEqual([]);
  });

  it("another business's request is a 404 and nothing is written on either side", async () => {
    const mine = await requestWorld();
    const theirs = await requestWorld();
    await asStaff(mine.business.owner.id);
    const input = { title: "Mowing", startDate: inDays(3), startTime: "10:00", durationMinutes: 45, requestId: theirs.request.id };
    expect(await acceptServiceRequestIntoJobAction(input)).toMatchObject({ ok: false, status: 404, message: "Service request not found" });
    expect(await acceptServiceRequestIntoQuoteAction({ title: "Q", lineItems: [{ description: "x", quantity: 1, rateCents: 100 }], requestId: theirs.request.id })).toMatchObject({
      ok: false, status: 404,
    });
    for (const world of [mine, theirs]) {
      expect(await db.select().from(s.jobSeries).where(eq(s.jobSeries.businessId, world.business.id))).toEqual([]);
      expect(await db.select().from(s.quotes).where(eq(s.quotes.businessId, world.business.id))).toEqual([]);
    }
    const [row] = await db.select().from(s.serviceRequests).where(eq(s.serviceRequests.id, theirs.request.id));
    expect(row.status).toBe("pending");
  });

  it("a job property of another customer is refused and the request stays pending (the job and the answer roll back together)", async () => {
    const world = await requestWorld();
    const other = await db.insert(s.customers).values({ businessId: world.business.id, firstName: "Other", lastName: "One", email: "other-one@example.test" }).returning();
    const [foreignProperty] = await db.insert(s.properties).values({ businessId: world.business.id, customerId: other[0].id, address: "9 Far Rd" }).returning();
    await asStaff(world.business.owner.id);
    const result = await acceptServiceRequestIntoJobAction({ title: "Mowing", startDate: inDays(3), startTime: "10:00", durationMinutes: 45, propertyId: foreignProperty.id, requestId: world.request.id });
    expect(result.ok).toBe(false);
    const [row] = await db.select().from(s.serviceRequests).where(eq(s.serviceRequests.id, world.request.id));
    expect(row).toMatchObject({ status: "pending", jobSeriesId: null });
    expect(await db.select().from(s.jobSeries).where(eq(s.jobSeries.businessId, world.business.id))).toEqual([]);
  });
});

describe("accepting into a quote draft", () => {
  it("writes the draft with the request's service as a line and accepts the request; the customer hears a quote is coming", async () => {
    const world = await requestWorld();
    await asStaff(world.business.owner.id);
    const prefill = quotePrefillFromRequest((await getRequestForWork(world.scope, world.request.id))!);
    const result = await acceptServiceRequestIntoQuoteAction({
      requestId: world.request.id,
      title: prefill.heading,
      lineItems: prefill.lines.map((line) => ({ description: line.description, quantity: Number(line.quantity), rateCents: Math.round(Number(line.rate) * 100) })),
    });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const [quote] = await db.select().from(s.quotes).where(eq(s.quotes.businessId, world.business.id));
    expect(quote).toMatchObject({ id: result.data.id, customerId: world.customer.id, status: "draft", subtotalCents: 6500 });
    const lines = await db.select().from(s.quoteLineItems).where(eq(s.quoteLineItems.quoteId, quote.id));
    expect(lines).toEqual([expect.objectContaining({ description: "Weekly Mowing", quantity: 1, rateCents: 6500 })]);
    const [request] = await db.select().from(s.serviceRequests).where(eq(s.serviceRequests.id, world.request.id));
    expect(request).toMatchObject({ status: "accepted", quoteId: quote.id, jobSeriesId: null });
    const { requests } = await pageLoaders.requestService({ businessId: world.business.id, customerId: world.customer.id }, "America/New_York");
    expect(requests).toEqual([expect.objectContaining({ status: "accepted", quoted: true, firstVisitAt: null })]);
  });
});

describe("permissions", () => {
  it("a job needs manage_schedule, a quote manage_quotes; refused calls leave the request pending", async () => {
    const world = await requestWorld();
    const jobInput = { title: "Mowing", startDate: inDays(3), startTime: "10:00", durationMinutes: 45, requestId: world.request.id };
    const quoteInput = { title: "Q", lineItems: [{ description: "Mowing", quantity: 1, rateCents: 4500 }], requestId: world.request.id };

    const billing = await createUser({ userType: "employee" });
    await addEmployee(world.business.id, billing.id, { roleTemplate: "billing" });
    await asStaff(billing.id);
    expect(await acceptServiceRequestIntoJobAction(jobInput)).toMatchObject({ ok: false, status: 403 });
    expect(await acceptServiceRequestIntoQuoteAction(quoteInput)).toMatchObject({ ok: false, status: 403 });

    await asStaff(world.employeeUser.id); // field employee: view_jobs only
    expect(await acceptServiceRequestIntoJobAction(jobInput)).toMatchObject({ ok: false, status: 403 });

    const scheduler = await createUser({ userType: "employee" });
    await addEmployee(world.business.id, scheduler.id, { permissions: ["manage_schedule"] });
    await asStaff(scheduler.id);
    expect(await acceptServiceRequestIntoQuoteAction(quoteInput)).toMatchObject({ ok: false, status: 403 });
    const [row] = await db.select().from(s.serviceRequests).where(eq(s.serviceRequests.id, world.request.id));
    expect(row.status).toBe("pending");

    const quoter = await createUser({ userType: "employee" });
    await addEmployee(world.business.id, quoter.id, { permissions: ["manage_quotes"] });
    await asStaff(quoter.id);
    expect(await acceptServiceRequestIntoJobAction(jobInput)).toMatchObject({ ok: false, status: 403 });
    expect(await acceptServiceRequestIntoQuoteAction(quoteInput)).toMatchObject({ ok: true });
  });
});
