import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { customerServices, emailOutbox, jobPhotos, notifications, serviceRequests } from "@/db/schema";
import { createServiceRequest } from "@/lib/scheduling/service-requests/create-service-request";
import { getNextScheduledJob } from "@/lib/scheduling/jobs/get-next-scheduled-job";
import { listUpcomingCustomerVisits } from "@/lib/scheduling/self-service/list-upcoming-customer-visits";
import { pageLoaders } from "@/lib/portal/page-loaders";
import { listAvailableServices } from "@/lib/catalog/list-available-services";
import { listCustomerSubscriptions } from "@/lib/catalog/list-customer-subscriptions";
import { listServiceHistory } from "@/lib/scheduling/self-service/list-service-history";
import { serviceRequestSchema } from "@/lib/scheduling/service-requests/service-request-schema";
import { subscribeToService } from "@/lib/catalog/subscribe-to-service";
import { saveFile } from "@/lib/files/save-file";
import { TINY_PNG, createBusiness, createCustomer, createJob, createService } from "../../support/portal-fixtures";

let biz: Awaited<ReturnType<typeof createBusiness>>;
let scope: { businessId: string; customerId: string };

beforeAll(async () => {
  biz = await createBusiness(db);
  scope = { businessId: biz.id, customerId: (await createCustomer(db, biz.id)).id };
});

describe("services and subscriptions", () => {
  it("lists active services by name and subscribes with frequency from the service and today's date", async () => {
    const weekly = await createService(db, biz.id, { name: "B Weekly Mowing", isRecurring: true, recurringInterval: "week" });
    await createService(db, biz.id, { name: "A Aeration", priceCents: null });
    await createService(db, biz.id, { name: "C Snow", active: false });
    const other = await createBusiness(db);
    const foreign = await createService(db, other.id, { name: "Foreign" });

    expect((await listAvailableServices({ businessId: biz.id })).map((s) => s.name)).toEqual(["A Aeration", "B Weekly Mowing"]);
    const result = await subscribeToService(scope, { serviceId: weekly.id, today: "2030-01-15" });
    expect(result.serviceName).toBe("B Weekly Mowing");
    const [row] = await db.select().from(customerServices).where(eq(customerServices.id, result.subscriptionId));
    expect(row).toMatchObject({ status: "active", frequency: "week", startDate: "2030-01-15", customerId: scope.customerId, businessId: biz.id });

    await expect(subscribeToService(scope, { serviceId: weekly.id, today: "2030-01-15" })).rejects.toMatchObject({ code: "conflict" });
    await expect(subscribeToService(scope, { serviceId: foreign.id, today: "2030-01-15" })).rejects.toMatchObject({ code: "not_found" });
    const subs = await listCustomerSubscriptions(scope);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ serviceName: "B Weekly Mowing", frequency: "week", service: { recurringInterval: "week" } });
  });
});

describe("jobs", () => {
  it("history lists jobs newest first with service, assignee, and photos; the dashboard picks the next visit", async () => {
    const customer = await createCustomer(db, biz.id);
    const s = { businessId: biz.id, customerId: customer.id };
    expect(await getNextScheduledJob(s)).toBeNull();
    const service = await createService(db, biz.id, { name: "Hedge Trimming" });
    const done = await createJob(db, s, { status: "completed", scheduledDate: new Date(Date.now() - 7 * 86400_000), serviceId: service.id, assigneeMemberId: null });
    const [member] = await db.query.businessMembers.findMany({ where: (m, { eq }) => eq(m.businessId, biz.id) });
    const later = await createJob(db, s, { scheduledDate: new Date(Date.now() + 9 * 86400_000) });
    const next = await createJob(db, s, { scheduledDate: new Date(Date.now() + 2 * 86400_000), serviceId: service.id, assigneeMemberId: member.id });
    await createJob(db, s, { status: "cancelled", scheduledDate: new Date(Date.now() + 86400_000) });
    const file = await saveFile({ businessId: biz.id }, { name: "before.png", bytes: TINY_PNG, uploadedBy: { type: "staff", id: null } });
    await db.insert(jobPhotos).values({ businessId: biz.id, jobId: done.id, fileId: file.id, kind: "before" });

    const nextJob = await getNextScheduledJob(s);
    expect(nextJob).toMatchObject({ id: next.id, serviceName: "Hedge Trimming", employee: { firstName: "Olive", lastName: "Owner" } });
    // The dashboard lists the later ones under "Coming up", soonest first, cancelled and past left out.
    const dashboard = await pageLoaders.dashboard(s);
    expect(dashboard.nextJob?.id).toBe(next.id);
    expect(dashboard.laterVisits.map((v) => v.visit.id)).toEqual([later.id]);
    expect((await listUpcomingCustomerVisits(s, 1)).map((v) => v.id)).toEqual([next.id]);
    const history = await listServiceHistory(s);
    expect(history[0].id).toBe(later.id);
    expect(history.at(-1)).toMatchObject({ id: done.id, status: "completed", serviceName: "Hedge Trimming", employee: null });
    expect(history.at(-1)!.photos).toEqual([{ id: expect.any(String), kind: "before", caption: null, url: `/api/files/${file.id}` }]);
  });
});

describe("service requests", () => {
  const schema = serviceRequestSchema("2030-01-15");

  it("validates the form: defaults, optional fields, no date before today, known slots only", () => {
    expect(schema.parse({})).toEqual({ serviceId: null, requestType: "one_time", preferredDate: null, preferredTimeSlot: null, notes: null });
    expect(schema.safeParse({ preferredDate: "2030-01-14" }).error?.issues[0].message).toBe("Preferred date cannot be earlier than today");
    expect(schema.safeParse({ preferredDate: "2030-01-15", preferredTimeSlot: "10:00 AM-12:00 PM" }).success).toBe(true);
    expect(schema.safeParse({ preferredTimeSlot: "midnight" }).success).toBe(false);
    expect(schema.safeParse({ requestType: "weekly" }).success).toBe(false);
  });

  it("creates a pending request and notifies the owner (notification + email)", async () => {
    const service = await createService(db, biz.id, { name: "Leaf Cleanup" });
    const data = schema.parse({ serviceId: service.id, requestType: "emergency", preferredDate: "2030-02-01", preferredTimeSlot: "8:00-10:00 AM", notes: "Gate code 1234" });
    const { id } = await createServiceRequest(scope, data, "Casey Tester");
    const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row).toMatchObject({ status: "pending", requestType: "emergency", preferredDate: "2030-02-01", preferredTimeSlot: "8:00-10:00 AM", notes: "Gate code 1234", serviceId: service.id });
    const staff = await db.select().from(notifications).where(and(eq(notifications.userId, biz.owner.id), eq(notifications.kind, "service_request")));
    expect(staff.some((n) => n.body?.includes("Leaf Cleanup"))).toBe(true);
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, biz.owner.email));
    expect(mail.some((m) => m.subject === "New service request from Casey Tester")).toBe(true);

    const other = await createBusiness(db);
    const foreign = await createService(db, other.id);
    await expect(createServiceRequest(scope, schema.parse({ serviceId: foreign.id }), "x")).rejects.toMatchObject({ code: "not_found" });
  });
});
