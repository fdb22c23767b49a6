import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { GET as listDeliveries } from "@/app/api/v1/webhook-deliveries/route";
import { DELETE as deleteEndpoint } from "@/app/api/v1/webhook-endpoints/[id]/route";
import { GET as listEndpoints, POST as createEndpoint } from "@/app/api/v1/webhook-endpoints/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { enqueueWebhookEvent } from "@/lib/webhooks/enqueue-webhook-event";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { createBusiness } from "@/tests/support/portal-fixtures";

const withId = (id: string) => ({ params: Promise.resolve({ id }) });

/** /api/v1/webhook-endpoints and /api/v1/webhook-deliveries against the real handlers. */
describe("webhooks API v1", () => {
  afterEach(() => {
    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  });

  it("creates an endpoint (201 with its secret, once), lists it without the secret, deletes it; audited with the key", async () => {
    const biz = await createBusiness(db);
    const { key, id: apiKeyId } = await createApiKey(db, biz.id, ["manage_settings"]);
    const refused = await createEndpoint(apiRequest("/webhook-endpoints", { key, method: "POST", body: { url: "https://127.0.0.1/x", events: ["quote.approved"] } }));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: { code: "unprocessable", message: "Webhook URLs must point to a public internet address" } });
    expect((await createEndpoint(apiRequest("/webhook-endpoints", { key, method: "POST", body: { url: "https://8.8.8.8/x", events: [] } }))).status).toBe(422);
    expect((await createEndpoint(apiRequest("/webhook-endpoints", { key, method: "POST", body: { url: "https://8.8.8.8/x", events: ["quote.approved"], extra: 1 } }))).status).toBe(422);

    const response = await createEndpoint(apiRequest("/webhook-endpoints", { key, method: "POST", body: { url: "https://8.8.8.8/hooks", events: ["quote.approved", "invoice.paid"] } }));
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ url: "https://8.8.8.8/hooks", events: ["quote.approved", "invoice.paid"], secret: expect.stringMatching(/^whsec_/) });

    const list = await (await listEndpoints(apiRequest("/webhook-endpoints", { key }))).json();
    expect(list).toEqual({ data: [{ id: created.id, url: "https://8.8.8.8/hooks", events: ["quote.approved", "invoice.paid"], created_at: created.created_at }], has_more: false, next_cursor: null });

    const other = await createBusiness(db);
    const { key: otherKey } = await createApiKey(db, other.id, ["manage_settings"]);
    expect((await deleteEndpoint(apiRequest(`/webhook-endpoints/${created.id}`, { key: otherKey, method: "DELETE" }), withId(created.id))).status).toBe(404);
    expect((await deleteEndpoint(apiRequest("/webhook-endpoints/nope", { key, method: "DELETE" }), withId("nope"))).status).toBe(404);
    const deleted = await deleteEndpoint(apiRequest(`/webhook-endpoints/${created.id}`, { key, method: "DELETE" }), withId(created.id));
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: created.id, deleted: true });
    expect((await (await listEndpoints(apiRequest("/webhook-endpoints", { key }))).json()).data).toEqual([]);

    const audit = await db.select({ action: s.auditLog.action, meta: s.auditLog.meta }).from(s.auditLog).where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.targetId, created.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["webhook_endpoint.created", "webhook_endpoint.deleted"]);
    expect(audit.every((a) => (a.meta as { apiKeyId?: string }).apiKeyId === apiKeyId)).toBe(true);
  });

  it("needs manage_settings", async () => {
    const biz = await createBusiness(db);
    const { key } = await createApiKey(db, biz.id, ["manage_customers"]);
    expect((await listEndpoints(apiRequest("/webhook-endpoints", { key }))).status).toBe(403);
    expect((await createEndpoint(apiRequest("/webhook-endpoints", { key, method: "POST", body: { url: "https://8.8.8.8/x", events: ["quote.sent"] } }))).status).toBe(403);
    expect((await listDeliveries(apiRequest("/webhook-deliveries", { key }))).status).toBe(403);
    expect((await listEndpoints(apiRequest("/webhook-endpoints"))).status).toBe(401);
  });

  it("pages the business's deliveries newest first, never another business's", async () => {
    const biz = await createBusiness(db);
    const [endpoint] = await db.insert(s.webhookEndpoints).values({ businessId: biz.id, url: "https://8.8.8.8/x", events: ["quote.sent"], secret: "whsec_x" }).returning();
    for (let i = 0; i < 3; i += 1) await enqueueWebhookEvent(db, { businessId: biz.id, type: "quote.sent", data: { n: i } });
    const other = await createBusiness(db);
    await db.insert(s.webhookEndpoints).values({ businessId: other.id, url: "https://8.8.8.8/y", events: ["quote.sent"], secret: "whsec_y" });
    await enqueueWebhookEvent(db, { businessId: other.id, type: "quote.sent", data: {} });

    const { key } = await createApiKey(db, biz.id, ["manage_settings"]);
    const seen: Array<{ id: string; endpoint_id: string; status: string; payload: { data: { n: number } } }> = [];
    let cursor: string | null = null;
    do {
      const response: Response = await listDeliveries(apiRequest(`/webhook-deliveries?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key }));
      expect(response.status).toBe(200);
      const page: { data: typeof seen; next_cursor: string | null } = await response.json();
      seen.push(...page.data);
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.map((d) => d.payload.data.n)).toEqual([2, 1, 0]);
    expect(seen.every((d) => d.endpoint_id === endpoint.id && d.status === "pending")).toBe(true);
    const narrowed = await (await listDeliveries(apiRequest(`/webhook-deliveries?endpoint_id=${endpoint.id}`, { key }))).json();
    expect(narrowed.data).toHaveLength(3);
    expect((await listDeliveries(apiRequest("/webhook-deliveries?cursor=garbage", { key }))).status).toBe(400);
  });
});
