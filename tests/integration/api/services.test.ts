import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listServices, POST as createService } from "@/app/api/v1/services/route";
import { GET as getService, PATCH as patchService } from "@/app/api/v1/services/[id]/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { listAvailableServices } from "@/lib/catalog/list-available-services";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { createBusiness, createService as insertService } from "@/tests/support/portal-fixtures";

/** GET|POST /api/v1/services and GET|PATCH /api/v1/services/{id} against the real handlers. */
const withId = (id: string) => ({ params: Promise.resolve({ id }) });

async function keyed(permissions = ["manage_services"]) {
  const biz = await createBusiness(db);
  const { key } = await createApiKey(db, biz.id, permissions);
  return { biz, key };
}

describe("GET /api/v1/services", () => {
  it("lists the key's business's services in its order, paged by cursor, snake_case with dollars", async () => {
    const { biz, key } = await keyed();
    const other = await createBusiness(db);
    await insertService(db, other.id, { name: "Theirs" });
    await insertService(db, biz.id, { name: "Second", sortOrder: 1, priceCents: null });
    await insertService(db, biz.id, { name: "First", sortOrder: 0, priceCents: 4550, isRecurring: true, recurringInterval: "week", tags: ["lawn"] });
    await insertService(db, biz.id, { name: "Gone", sortOrder: 2, archivedAt: new Date() });

    const first = await listServices(apiRequest("/services?limit=1", { key }));
    expect(first.status).toBe(200);
    const page1 = await first.json();
    expect(page1).toMatchObject({ has_more: true, data: [{ name: "First", price: 45.5, billing_method: "flat", is_recurring: true, recurring_interval: "week", tags: ["lawn"], active: true }] });
    const page2 = await (await listServices(apiRequest(`/services?limit=1&cursor=${page1.next_cursor}`, { key }))).json();
    expect(page2).toEqual({ data: [expect.objectContaining({ name: "Second", price: null })], has_more: false, next_cursor: null });
  });

  it("refuses a key without manage_services (403) and a bad limit or cursor (400)", async () => {
    const { key } = await keyed(["view_jobs"]);
    const refused = await listServices(apiRequest("/services", { key }));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("forbidden");
    const { key: good } = await keyed();
    expect((await listServices(apiRequest("/services?limit=500", { key: good }))).status).toBe(400);
    expect((await listServices(apiRequest("/services?cursor=garbage", { key: good }))).status).toBe(400);
  });
});

describe("POST /api/v1/services", () => {
  it("creates a service that the portal shows at once, and answers 201", async () => {
    const { biz, key } = await keyed();
    const response = await createService(apiRequest("/services", { key, method: "POST", body: { name: "Snow Removal", price: 75, billing_method: "per_visit", duration_minutes: 45 } }));
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ name: "Snow Removal", price: 75, billing_method: "per_visit", duration_minutes: 45, is_recurring: false, active: true, tags: [] });
    expect((await listAvailableServices({ businessId: biz.id })).map((service) => service.name)).toEqual(["Snow Removal"]);
  });

  it("answers 422 with the field and the §5 message, and stores nothing", async () => {
    const { biz, key } = await keyed();
    const cases: Array<[unknown, string]> = [
      [{ price: 10 }, "name: This field is required"],
      [{ name: "X", price: -5 }, "price: Must be at least 0"],
      [{ name: "X", is_recurring: true }, "recurring_interval: This field is required"],
      [{ name: "X", billing_method: "barter" }, "billing_method: Invalid value"],
    ];
    for (const [body, message] of cases) {
      const response = await createService(apiRequest("/services", { key, method: "POST", body }));
      expect(response.status).toBe(422);
      expect((await response.json()).error).toEqual({ code: "unprocessable", message });
    }
    expect(await db.select().from(s.services).where(eq(s.services.businessId, biz.id))).toEqual([]);
  });

  it("honours Idempotency-Key: the same key and body create one service", async () => {
    const { biz, key } = await keyed();
    const send = () => createService(apiRequest("/services", { key, method: "POST", body: { name: "Once" }, headers: { "idempotency-key": "svc-1" } }));
    const [a, b] = [await send(), await send()];
    expect(a.status).toBe(201);
    expect(await b.json()).toEqual(await a.json());
    expect(await db.select().from(s.services).where(eq(s.services.businessId, biz.id))).toHaveLength(1);
  });
});

describe("GET|PATCH /api/v1/services/{id}", () => {
  it("reads and patches only the fields sent", async () => {
    const { biz, key } = await keyed();
    const service = await insertService(db, biz.id, { name: "Pruning", description: "Shrubs", priceCents: 9900 });
    expect(await (await getService(apiRequest(`/services/${service.id}`, { key }), withId(service.id))).json()).toMatchObject({ id: service.id, name: "Pruning", price: 99 });
    const patched = await patchService(apiRequest(`/services/${service.id}`, { key, method: "PATCH", body: { price: null, active: false } }), withId(service.id));
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ name: "Pruning", description: "Shrubs", price: null, active: false });
    const [row] = await db.select().from(s.services).where(eq(s.services.id, service.id));
    expect(row).toMatchObject({ name: "Pruning", priceCents: null, active: false });
  });

  it("answers 404 for another business's id, an archived one or a malformed one, and changes nothing", async () => {
    const { key } = await keyed();
    const other = await createBusiness(db);
    const theirs = await insertService(db, other.id, { name: "Theirs" });
    for (const id of [theirs.id, "not-a-uuid"]) {
      expect((await getService(apiRequest(`/services/${id}`, { key }), withId(id))).status).toBe(404);
      const response = await patchService(apiRequest(`/services/${id}`, { key, method: "PATCH", body: { name: "Mine now" } }), withId(id));
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("not_found");
    }
    const [row] = await db.select().from(s.services).where(eq(s.services.id, theirs.id));
    expect(row.name).toBe("Theirs");
  });

  it("refuses a key without manage_services with 403", async () => {
    const { biz, key } = await keyed(["manage_customers"]);
    const service = await insertService(db, biz.id);
    expect((await getService(apiRequest(`/services/${service.id}`, { key }), withId(service.id))).status).toBe(403);
    expect((await patchService(apiRequest(`/services/${service.id}`, { key, method: "PATCH", body: { name: "X" } }), withId(service.id))).status).toBe(403);
  });
});
