import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as invite } from "@/app/api/v1/customers/[id]/invite/route";
import { GET as getOne, PATCH as patchOne } from "@/app/api/v1/customers/[id]/route";
import { GET as list, POST as create } from "@/app/api/v1/customers/route";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { verifyInvitation } from "@/lib/identity/customer/verify-invitation";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { createBusiness, createCustomer, createInvoice } from "@/tests/support/portal-fixtures";

/** The customers endpoints of the business REST API v1, through the real route handlers and database. */

const at = (id: string) => ({ params: Promise.resolve({ id }) });

async function setup(permissions = ["manage_customers"]) {
  const biz = await createBusiness(db);
  const { key } = await createApiKey(db, biz.id, permissions);
  return { biz, key };
}

describe("POST /api/v1/customers", () => {
  it("creates a customer (201, snake_case, outstanding_balance 0) and replays it for the same Idempotency-Key", async () => {
    const { biz, key } = await setup();
    const body = { first_name: "Ada", last_name: "Brook", email: "ada@example.test", phone: "614-555-0199", tags: ["weekly", "weekly"], address: "12 Oak St" };
    const send = () => create(apiRequest("/customers", { key, method: "POST", body, headers: { "idempotency-key": "c-1" } }));
    const first = await send();
    expect(first.status).toBe(201);
    const json = await first.json();
    expect(json).toMatchObject({ first_name: "Ada", last_name: "Brook", email: "ada@example.test", tags: ["weekly"], outstanding_balance: 0, portal_access_status: "none", archived: false, status: "active" });
    const again = await send();
    expect(await again.json()).toEqual(json);
    const rows = await db.select().from(s.customers).where(eq(s.customers.businessId, biz.id));
    expect(rows).toHaveLength(1);
  });

  it("answers 422 with the spec's message for a bad field, and 409 for an email already used in the business", async () => {
    const { biz, key } = await setup();
    const bad = await create(apiRequest("/customers", { key, method: "POST", body: { first_name: "Ada", last_name: "Brook", phone: "123" } }));
    expect(bad.status).toBe(422);
    expect((await bad.json()).error).toEqual({ code: "unprocessable", message: "phone: Phone number must be between 10 and 15 digits" });
    const missing = await create(apiRequest("/customers", { key, method: "POST", body: { last_name: "Brook" } }));
    expect((await missing.json()).error.message).toBe("first_name: First name is required");
    await createCustomer(db, biz.id, { email: "taken@example.test" });
    const dup = await create(apiRequest("/customers", { key, method: "POST", body: { first_name: "Ada", last_name: "Brook", email: "TAKEN@example.test" } }));
    expect(dup.status).toBe(409);
    expect((await dup.json()).error.message).toBe("A customer with this email address already exists");
  });

  it("answers 403 for a key without manage_customers, and creates nothing", async () => {
    const { biz, key } = await setup(["view_jobs"]);
    const response = await create(apiRequest("/customers", { key, method: "POST", body: { first_name: "Ada", last_name: "Brook" } }));
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("forbidden");
    expect(await db.select().from(s.customers).where(eq(s.customers.businessId, biz.id))).toEqual([]);
    expect((await list(apiRequest("/customers", { key }))).status).toBe(403);
  });
});

describe("GET /api/v1/customers", () => {
  it("pages newest first with a cursor, only the key's business, and searches name, email, phone digits and address", async () => {
    const { biz, key } = await setup();
    const other = await createBusiness(db);
    await createCustomer(db, other.id, { firstName: "Foreign", email: "foreign@example.test" });
    const base = Date.parse("2026-01-01T00:00:00Z");
    for (let i = 0; i < 5; i++) {
      await createCustomer(db, biz.id, { firstName: `Person`, lastName: `Number${i}`, email: `p${i}@example.test`, phone: `(614) 555-010${i}`, address: `${i} Birch Lane`, createdAt: new Date(base + i * 1000) });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 3; page++) {
      const response = await list(apiRequest(`/customers?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key }));
      expect(response.status).toBe(200);
      const json = (await response.json()) as { data: Array<{ last_name: string }>; has_more: boolean; next_cursor: string | null };
      seen.push(...json.data.map((row) => row.last_name));
      expect(json.has_more).toBe(page < 2);
      cursor = json.next_cursor;
    }
    expect(seen).toEqual(["Number4", "Number3", "Number2", "Number1", "Number0"]);

    const search = async (q: string) =>
      ((await (await list(apiRequest(`/customers?q=${encodeURIComponent(q)}`, { key }))).json()) as { data: Array<{ last_name: string }> }).data.map((r) => r.last_name);
    expect(await search("number3")).toEqual(["Number3"]);
    expect(await search("p2@example")).toEqual(["Number2"]);
    expect(await search("6145550101")).toEqual(["Number1"]);
    expect(await search("4 birch")).toEqual(["Number4"]);
    expect(await search("foreign")).toEqual([]);
    expect(await search("100%")).toEqual([]);
  });

  it("refuses a bad limit or cursor with 400", async () => {
    const { key } = await setup();
    const tooMany = await list(apiRequest("/customers?limit=500", { key }));
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.message).toBe("limit: limit must be at most 100");
    const badCursor = await list(apiRequest("/customers?cursor=%%%", { key }));
    expect(badCursor.status).toBe(400);
    const forged = await list(apiRequest(`/customers?cursor=${Buffer.from(JSON.stringify(["x", "y"])).toString("base64url")}`, { key }));
    expect(forged.status).toBe(400);
  });
});

describe("GET and PATCH /api/v1/customers/{id}", () => {
  it("gives one customer with outstanding_balance in dollars; another business's id and a non-UUID answer 404", async () => {
    const { biz, key } = await setup();
    const customer = await createCustomer(db, biz.id, { firstName: "Bo" });
    await createInvoice(db, { businessId: biz.id, customerId: customer.id }, { status: "overdue", amountCents: 12_345 });
    const response = await getOne(apiRequest(`/customers/${customer.id}`, { key }), at(customer.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: customer.id, first_name: "Bo", outstanding_balance: 123.45 });
    const other = await createBusiness(db);
    const foreign = await createCustomer(db, other.id);
    const refused = await getOne(apiRequest(`/customers/${foreign.id}`, { key }), at(foreign.id));
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: { code: "not_found", message: "Customer not found" } });
    expect((await getOne(apiRequest("/customers/abc", { key }), at("abc"))).status).toBe(404);
  });

  it("changes only the given fields; a foreign id is 404 and unchanged", async () => {
    const { biz, key } = await setup();
    const customer = await createCustomer(db, biz.id, { firstName: "Bo", phone: "6145550100" });
    const response = await patchOne(apiRequest(`/customers/${customer.id}`, { key, method: "PATCH", body: { notes: "Side gate", phone: null, tags: "a, b" } }), at(customer.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ first_name: "Bo", notes: "Side gate", phone: null, tags: ["a", "b"] });
    const unknown = await patchOne(apiRequest(`/customers/${customer.id}`, { key, method: "PATCH", body: { balance: 0 } }), at(customer.id));
    expect(unknown.status).toBe(422);
    const other = await createBusiness(db);
    const foreign = await createCustomer(db, other.id, { firstName: "Keep" });
    expect((await patchOne(apiRequest(`/customers/${foreign.id}`, { key, method: "PATCH", body: { first_name: "Taken" } }), at(foreign.id))).status).toBe(404);
    const [row] = await db.select({ firstName: s.customers.firstName }).from(s.customers).where(eq(s.customers.id, foreign.id));
    expect(row.firstName).toBe("Keep");
  });
});

describe("POST /api/v1/customers/{id}/invite", () => {
  it("invites with a working single-use /register link in the outbox; re-inviting replaces it; an active customer is 409", async () => {
    const { biz, key } = await setup();
    const customer = await createCustomer(db, biz.id, { portalAccessStatus: "none", email: "invitee@example.test" });
    const response = await invite(apiRequest(`/customers/${customer.id}/invite`, { key, method: "POST" }), at(customer.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ customer_id: customer.id, email: "invitee@example.test", portal_access_status: "invited", email_sent: true });
    const [mail] = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, "invitee@example.test")).orderBy(desc(s.emailOutbox.createdAt)).limit(1);
    const token = /register\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(mail.text).toContain(`${biz.portalSubdomain}.`);
    expect(token).toBeTruthy();
    await expect(verifyInvitation({ businessId: biz.id, token: token!, ip: null })).resolves.toMatchObject({ email: "invitee@example.test" });

    const again = await invite(apiRequest(`/customers/${customer.id}/invite`, { key, method: "POST" }), at(customer.id));
    expect(again.status).toBe(200);
    await expect(verifyInvitation({ businessId: biz.id, token: token!, ip: null })).rejects.toMatchObject({ code: "invalid" });
    const audit = await db.select({ action: s.auditLog.action, meta: s.auditLog.meta }).from(s.auditLog).where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.targetId, customer.id)));
    expect(audit.map((row) => row.action).sort()).toEqual(["customer.portal_invited", "customer.portal_reinvited"]);

    const active = await createCustomer(db, biz.id, { portalAccessStatus: "active" });
    const conflict = await invite(apiRequest(`/customers/${active.id}/invite`, { key, method: "POST" }), at(active.id));
    expect(conflict.status).toBe(409);
    expect((await conflict.json()).error.message).toBe("This customer already has portal access");
    const noEmail = await createCustomer(db, biz.id, { portalAccessStatus: "none", email: null });
    const unprocessable = await invite(apiRequest(`/customers/${noEmail.id}/invite`, { key, method: "POST" }), at(noEmail.id));
    expect(unprocessable.status).toBe(422);
    const other = await createBusiness(db);
    const foreign = await createCustomer(db, other.id, { portalAccessStatus: "none" });
    expect((await invite(apiRequest(`/customers/${foreign.id}/invite`, { key, method: "POST" }), at(foreign.id))).status).toBe(404);
  });
});

describe("OpenAPI", () => {
  it("documents the customers operations with their permission", async () => {
    const doc = await (await openapi(new Request("http://localhost:3000/api/v1/openapi.json"))).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/customers", "/customers/{id}", "/customers/{id}/invite"]));
    expect(doc.paths["/customers"].get["x-permission"]).toBe("manage_customers");
    expect(doc.paths["/customers/{id}"].patch.requestBody).toBeDefined();
  });
});
