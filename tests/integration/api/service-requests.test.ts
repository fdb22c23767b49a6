import { describe, expect, it } from "vitest";
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
