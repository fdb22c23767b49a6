import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { respondToServiceRequestAction } from "@/lib/admin/actions/service-requests/respond-to-service-request";
import { listBusinessServiceRequests } from "@/lib/scheduling/service-requests/list-business-service-requests";
import { addEmployee, createUser } from "../staff-auth/fixtures";
import { createBusiness, createCustomer, createService } from "@/tests/support/portal-fixtures";
import { asStaff } from "@/tests/support/fake-request";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/** The service requests inbox (issue 10 item 6): listing, and an answer that reaches the customer. */
async function world() {
  const biz = await createBusiness(db);
  const customer = await createCustomer(db, biz.id, { firstName: "Pat", lastName: "Lee" });
  const service = await createService(db, biz.id, { name: "Leaf Cleanup" });
  const [request] = await db
    .insert(s.serviceRequests)
    .values({ businessId: biz.id, customerId: customer.id, serviceId: service.id, requestType: "one_time", preferredDate: "2030-05-04", preferredTimeSlot: "8:00-10:00 AM", notes: "Back yard" })
    .returning();
  return { biz, customer, service, request };
}

describe("the inbox", () => {
  it("lists the business's requests with customer, service, type, preferred date and slot, pending first", async () => {
    const { biz, customer, request } = await world();
    await db.insert(s.serviceRequests).values({ businessId: biz.id, customerId: customer.id, status: "declined", requestType: "emergency" });
    const other = await world();
    const { rows, total } = await listBusinessServiceRequests({ businessId: biz.id }, { offset: 0, limit: 25 });
    expect(total).toBe(2);
    expect(rows[0]).toMatchObject({ id: request.id, customerName: "Pat Lee", serviceName: "Leaf Cleanup", requestType: "one_time", preferredDate: "2030-05-04", preferredTimeSlot: "8:00-10:00 AM", status: "pending" });
    expect(rows[1]).toMatchObject({ serviceName: null, requestType: "emergency", status: "declined" });
    expect(rows.map((row) => row.id)).not.toContain(other.request.id);
    expect((await listBusinessServiceRequests({ businessId: biz.id }, { status: "declined", offset: 0, limit: 25 })).total).toBe(1);
  });
});

describe("accepting or declining", () => {
  it("accepts with a message the customer gets in the portal bell and by email, and audits it", async () => {
    const { biz, customer, request } = await world();
    await asStaff(biz.owner.id);
    const result = await respondToServiceRequestAction({ requestId: request.id, decision: "accept", message: "See you Saturday at 8." });
    expect(result).toEqual({ ok: true, data: { id: request.id, status: "accepted", emailSent: true } });
    const [row] = await db.select().from(s.serviceRequests).where(eq(s.serviceRequests.id, request.id));
    expect(row).toMatchObject({ status: "accepted", responseMessage: "See you Saturday at 8." });
    expect(row.respondedAt).not.toBeNull();
    const notices = await db.select().from(s.notifications).where(and(eq(s.notifications.businessId, biz.id), eq(s.notifications.customerId, customer.id)));
    expect(notices).toEqual([expect.objectContaining({ title: "Your request for Leaf Cleanup was accepted", body: "See you Saturday at 8." })]);
    const mail = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, customer.email!));
    expect(mail).toEqual([expect.objectContaining({ subject: "Your request for Leaf Cleanup was accepted", template: "notification" })]);
    const audit = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.targetId, request.id)));
    expect(audit).toEqual([expect.objectContaining({ action: "service_request.accepted", actorId: biz.owner.id })]);
  });

  it("declines; a second answer is a 409 and changes nothing", async () => {
    const { biz, request } = await world();
    await asStaff(biz.owner.id);
    expect(await respondToServiceRequestAction({ requestId: request.id, decision: "decline", message: "" })).toMatchObject({ ok: true, data: { status: "declined" } });
    expect(await respondToServiceRequestAction({ requestId: request.id, decision: "accept", message: "Changed my mind" })).toMatchObject({
      ok: false, status: 409, message: "This request was already declined",
    });
    const [row] = await db.select().from(s.serviceRequests).where(eq(s.serviceRequests.id, request.id));
    expect(row).toMatchObject({ status: "declined", responseMessage: null });
  });

  it("answers 404 for another business's request and 403 for an employee without manage_schedule", async () => {
    const mine = await world();
    const theirs = await world();
    await asStaff(mine.biz.owner.id);
    expect(await respondToServiceRequestAction({ requestId: theirs.request.id, decision: "accept" })).toMatchObject({ ok: false, status: 404 });
    const billing = await createUser({ userType: "employee" });
    await addEmployee(mine.biz.id, billing.id, { roleTemplate: "billing" });
    await asStaff(billing.id);
    expect(await respondToServiceRequestAction({ requestId: mine.request.id, decision: "accept" })).toMatchObject({ ok: false, status: 403 });
    for (const { request } of [mine, theirs]) {
      const [row] = await db.select().from(s.serviceRequests).where(eq(s.serviceRequests.id, request.id));
      expect(row.status).toBe("pending");
    }
  });
});
