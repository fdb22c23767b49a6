import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST as acceptRequest } from "@/app/api/v1/service-requests/[id]/accept/route";
import { POST as declineRequest } from "@/app/api/v1/service-requests/[id]/decline/route";
import { GET as listRequests } from "@/app/api/v1/service-requests/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { createBusiness, createCustomer, createService } from "@/tests/support/portal-fixtures";

/** GET /api/v1/service-requests against the real handler. */
describe("GET /api/v1/service-requests", () => {
  it("pages the key's business's requests newest first, with customer and service, never another's", async () => {
    const biz = await createBusiness(db);
    const customer = await createCustomer(db, biz.id, { firstName: "Ana", lastName: "Diaz" });
    const service = await createService(db, biz.id, { name: "Gutter Clean" });
    const other = await createBusiness(db);
    const otherCustomer = await createCustomer(db, other.id);
    await db.insert(s.serviceRequests).values({ businessId: other.id, customerId: otherCustomer.id });
    // Same instant for all three: the cursor must still neither skip nor repeat a row.
    const at = new Date();
    await db.insert(s.serviceRequests).values([
      { businessId: biz.id, customerId: customer.id, serviceId: service.id, preferredDate: "2030-01-02", preferredTimeSlot: "2:00-4:00 PM", createdAt: at },
      { businessId: biz.id, customerId: customer.id, requestType: "emergency", createdAt: at },
      { businessId: biz.id, customerId: customer.id, status: "declined", createdAt: at },
    ]);
    const { key } = await createApiKey(db, biz.id, ["manage_schedule"]);
    const seen: Array<{ id: string; customer: { name: string }; service: unknown; status: string }> = [];
    let cursor: string | null = null;
    do {
      const response: Response = await listRequests(apiRequest(`/service-requests?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key }));
      expect(response.status).toBe(200);
      const page: { data: typeof seen; next_cursor: string | null } = await response.json();
      seen.push(...page.data);
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((row) => row.id)).size).toBe(3);
    expect(seen.every((row) => row.customer.name === "Ana Diaz")).toBe(true);
    expect(seen).toContainEqual(expect.objectContaining({ service: { id: service.id, name: "Gutter Clean" }, preferred_date: "2030-01-02", preferred_time_slot: "2:00-4:00 PM", request_type: "one_time", status: "pending" }));

    const declined = await (await listRequests(apiRequest("/service-requests?status=declined", { key }))).json();
    expect(declined.data.map((row: { status: string }) => row.status)).toEqual(["declined"]);
    expect((await listRequests(apiRequest("/service-requests?status=lost", { key }))).status).toBe(400);
  });

  it("refuses a key without manage_schedule with 403", async () => {
    const biz = await createBusiness(db);
    const { key } = await createApiKey(db, biz.id, ["manage_invoices"]);
    const response = await listRequests(apiRequest("/service-requests", { key }));
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("forbidden");
  });
});

describe("POST /api/v1/service-requests/{id}/accept|decline", () => {
  const at = (id: string) => ({ params: Promise.resolve({ id }) });
  async function pending() {
    const biz = await createBusiness(db, { timezone: "America/New_York" });
    const customer = await createCustomer(db, biz.id, { firstName: "Ana", lastName: "Diaz" });
    const service = await createService(db, biz.id, { name: "Gutter Clean" });
    const [request] = await db.insert(s.serviceRequests).values({ businessId: biz.id, customerId: customer.id, serviceId: service.id, requestType: "recurring" }).returning();
    const { id: apiKeyId, key } = await createApiKey(db, biz.id, ["manage_schedule"]);
    return { biz, customer, service, request, key, apiKeyId };
  }
  const job = (serviceId: string) => ({
    service_id: serviceId, title: "Gutters", start_date: "2030-03-04", start_time: "10:00", duration_minutes: 60,
    recurrence: { frequency: "monthly", interval: 1, by_month_day: 4 },
  });

  it("accepts into a job for the request's customer in one commit, answers the request with job_id, audited as the key; a retry is a 409", async () => {
    const { biz, customer, service, request, key, apiKeyId } = await pending();
    const response = await acceptRequest(apiRequest(`/service-requests/${request.id}/accept`, { key, method: "POST", body: { message: "See you then", job: job(service.id) } }), at(request.id));
    expect(response.status).toBe(200);
    const body = await response.json();
    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.businessId, biz.id));
    expect(series).toMatchObject({ customerId: customer.id, serviceId: service.id, startDate: "2030-03-04", startTime: "10:00" });
    expect(body).toMatchObject({ id: request.id, status: "accepted", job_id: series.id, quote_id: null, response_message: "See you then" });
    const audit = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.targetId, request.id)));
    expect(audit).toEqual([expect.objectContaining({ action: "service_request.accepted", actorType: "system", actorId: null, meta: { job_id: series.id, apiKeyId } })]);

    const again = await acceptRequest(apiRequest(`/service-requests/${request.id}/accept`, { key, method: "POST", body: { job: job(service.id) } }), at(request.id));
    expect(again.status).toBe(409);
    expect(await db.select().from(s.jobSeries).where(eq(s.jobSeries.businessId, biz.id))).toHaveLength(1);
  });

  it("accepts without a job, or declines with a message", async () => {
    const first = await pending();
    const accepted = await acceptRequest(apiRequest(`/service-requests/${first.request.id}/accept`, { key: first.key, method: "POST", body: {} }), at(first.request.id));
    expect(await accepted.json()).toMatchObject({ status: "accepted", job_id: null });
    const second = await pending();
    const declined = await declineRequest(apiRequest(`/service-requests/${second.request.id}/decline`, { key: second.key, method: "POST", body: { message: "Fully booked" } }), at(second.request.id));
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({ status: "declined", response_message: "Fully booked" });
  });

  it("another business's request is a 404, a key without manage_schedule a 403, a bad job a 422; nothing changes", async () => {
    const mine = await pending();
    const theirs = await pending();
    const foreign = await acceptRequest(apiRequest(`/service-requests/${theirs.request.id}/accept`, { key: mine.key, method: "POST", body: { job: job(mine.service.id) } }), at(theirs.request.id));
    expect(foreign.status).toBe(404);
    const { key: readOnly } = await createApiKey(db, mine.biz.id, ["view_jobs"]);
    expect((await declineRequest(apiRequest(`/service-requests/${mine.request.id}/decline`, { key: readOnly, method: "POST", body: {} }), at(mine.request.id))).status).toBe(403);
    const bad = await acceptRequest(apiRequest(`/service-requests/${mine.request.id}/accept`, { key: mine.key, method: "POST", body: { job: { ...job(mine.service.id), start_time: "9am" } } }), at(mine.request.id));
    expect(bad.status).toBe(422);
    for (const world of [mine, theirs]) {
      const [row] = await db.select().from(s.serviceRequests).where(eq(s.serviceRequests.id, world.request.id));
      expect(row.status).toBe("pending");
      expect(await db.select().from(s.jobSeries).where(eq(s.jobSeries.businessId, world.biz.id))).toEqual([]);
    }
  });
});
