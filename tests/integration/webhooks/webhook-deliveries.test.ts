import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";
import { deliverWebhook, WEBHOOK_MAX_ATTEMPTS, type DeliveryJob } from "@/lib/webhooks/deliver-webhook";
import { enqueueWebhookEvent } from "@/lib/webhooks/enqueue-webhook-event";
import { resendWebhookDelivery } from "@/lib/webhooks/resend-webhook-delivery";
import { verifyWebhookSignature } from "@/lib/webhooks/sign-payload";
import { findDueWebhookDeliveries } from "@/lib/webhooks/sweep-webhook-deliveries";
import { createBusiness, createCustomer, createQuote } from "@/tests/support/portal-fixtures";
import { startWebhookReceiver, type WebhookReceiver } from "@/tests/support/webhook-receiver";

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());
afterEach(() => {
  receiver.respondWith(200);
  delete process.env.WEBHOOKS_ALLOW_PRIVATE;
});

async function endpointFor(businessId: string, events: string[], overrides: Partial<typeof s.webhookEndpoints.$inferInsert> = {}) {
  const [row] = await db.insert(s.webhookEndpoints).values({ businessId, url: receiver.url, events, secret: `whsec_${businessId.slice(0, 8)}`, ...overrides }).returning();
  return row;
}

async function deliveryRows(businessId: string) {
  return db.select().from(s.webhookDeliveries).where(eq(s.webhookDeliveries.businessId, businessId)).orderBy(s.webhookDeliveries.createdAt);
}

async function approvedQuote() {
  const biz = await createBusiness(db);
  const customer = await createCustomer(db, biz.id);
  const quote = await createQuote(db, { businessId: biz.id, customerId: customer.id });
  return { biz, customer, quote };
}

describe("webhook deliveries", () => {
  it("a quote approval records one delivery per subscribed endpoint of that business only", async () => {
    const { biz, customer, quote } = await approvedQuote();
    const subscribed = await endpointFor(biz.id, ["quote.approved"]);
    await endpointFor(biz.id, ["quote.declined"]);
    await endpointFor(biz.id, ["quote.approved"], { disabledAt: new Date() });
    const other = await createBusiness(db);
    await endpointFor(other.id, ["quote.approved"]);

    await respondToQuote({ businessId: biz.id, customerId: customer.id }, { quoteId: quote.id, decision: "approve", comment: "Yes" }, "Casey Tester");

    const rows = await deliveryRows(biz.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpointId: subscribed.id, eventType: "quote.approved", status: "pending", attempts: 0 });
    expect(rows[0].payload).toMatchObject({ id: rows[0].eventId, type: "quote.approved", business_id: biz.id, data: { quote: { id: quote.id, status: "approved", customer_id: customer.id, customer_comment: "Yes" } } });
    expect(await deliveryRows(other.id)).toEqual([]);
  });

  it("posts the signed JSON body to the endpoint and records the status code and response time", async () => {
    process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
    const { biz, customer, quote } = await approvedQuote();
    const endpoint = await endpointFor(biz.id, ["quote.approved"]);
    await respondToQuote({ businessId: biz.id, customerId: customer.id }, { quoteId: quote.id, decision: "approve", comment: null }, "Casey Tester");
    const [pending] = await deliveryRows(biz.id);

    receiver.respondWith(204, { delayMs: 30 });
    const outcome = await deliverWebhook(db, { businessId: biz.id, deliveryId: pending.id });
    expect(outcome).toMatchObject({ delivered: true, status: "succeeded", statusCode: 204, attempts: 1, error: null });

    const request = await receiver.waitFor((r) => r.headers["serviceloop-delivery"] === pending.id);
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["serviceloop-event"]).toBe("quote.approved");
    expect(verifyWebhookSignature({ secret: endpoint.secret, body: request.body, header: String(request.headers["serviceloop-signature"]) })).toBe(true);
    expect(verifyWebhookSignature({ secret: "whsec_wrong", body: request.body, header: String(request.headers["serviceloop-signature"]) })).toBe(false);
    expect(JSON.parse(request.body)).toMatchObject({ id: pending.eventId, type: "quote.approved", business_id: biz.id, data: { quote: { id: quote.id } } });
    expect(typeof JSON.parse(request.body).created).toBe("number");

    const [done] = await deliveryRows(biz.id);
    expect(done).toMatchObject({ status: "succeeded", attempts: 1, lastStatusCode: 204, lastError: null, nextAttemptAt: null });
    expect(done.lastResponseMs).toBeGreaterThanOrEqual(25);
    expect(done.deliveredAt).not.toBeNull();
    // A second job for the same delivery finds nothing to do.
    expect(await deliverWebhook(db, { businessId: biz.id, deliveryId: pending.id })).toEqual({ delivered: false, reason: "not_due" });
    // Another business's id names nothing.
    const other = await createBusiness(db);
    expect(await deliverWebhook(db, { businessId: other.id, deliveryId: pending.id })).toEqual({ delivered: false, reason: "not_due" });
  });

  it("a failure schedules a retry with back-off; after the last attempt the delivery fails", async () => {
    process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
    const biz = await createBusiness(db);
    await endpointFor(biz.id, ["invoice.paid"]);
    const { deliveryIds } = await enqueueWebhookEvent(db, { businessId: biz.id, type: "invoice.paid", data: { invoice: { id: "x" } } });
    const job: DeliveryJob = { businessId: biz.id, deliveryId: deliveryIds[0] };
    const retries: number[] = [];
    const scheduleRetry = async (_job: DeliveryJob, after: number) => void retries.push(after);

    receiver.respondWith(500);
    expect(await deliverWebhook(db, job, { scheduleRetry })).toMatchObject({ delivered: true, status: "pending", statusCode: 500, error: "HTTP 500", attempts: 1 });
    let [row] = await deliveryRows(biz.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500, lastError: "HTTP 500" });
    const wait = row.nextAttemptAt!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThan(70_000);
    expect(retries).toEqual([60]);
    // Not due yet: neither a job nor the sweep attempts it early.
    expect(await deliverWebhook(db, job, { scheduleRetry })).toEqual({ delivered: false, reason: "not_due" });
    expect((await findDueWebhookDeliveries(db)).map((j) => j.deliveryId)).not.toContain(job.deliveryId);

    receiver.respondWith(302, { location: "https://example.com/" });
    for (let attempt = 2; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      // Due, and its retry job lost: never stamped as queued, committed a minute ago.
      await db.update(s.webhookDeliveries).set({ nextAttemptAt: new Date(Date.now() - 1000), queuedAt: null, createdAt: new Date(Date.now() - 60_000) }).where(eq(s.webhookDeliveries.id, job.deliveryId));
      expect((await findDueWebhookDeliveries(db)).map((j) => j.deliveryId)).toContain(job.deliveryId);
      await deliverWebhook(db, job, { scheduleRetry });
    }
    [row] = await deliveryRows(biz.id);
    expect(row).toMatchObject({ status: "failed", attempts: WEBHOOK_MAX_ATTEMPTS, lastStatusCode: 302, lastError: "HTTP 302 (redirects are not followed)", nextAttemptAt: null });
    expect(retries).toEqual([60, 300, 1800, 7200, 43_200]);
  });

  it("records a refused connection, and re-checks the address at delivery time (DNS rebinding)", async () => {
    process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
    const biz = await createBusiness(db);
    await endpointFor(biz.id, ["customer.created"], { url: "http://127.0.0.1:9/closed" });
    let { deliveryIds } = await enqueueWebhookEvent(db, { businessId: biz.id, type: "customer.created", data: {} });
    expect(await deliverWebhook(db, { businessId: biz.id, deliveryId: deliveryIds[0] })).toMatchObject({ status: "pending", statusCode: null, error: "Connection refused" });

    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
    const before = receiver.received.length;
    const biz2 = await createBusiness(db);
    await endpointFor(biz2.id, ["customer.created"]);
    ({ deliveryIds } = await enqueueWebhookEvent(db, { businessId: biz2.id, type: "customer.created", data: {} }));
    expect(await deliverWebhook(db, { businessId: biz2.id, deliveryId: deliveryIds[0] })).toMatchObject({ status: "pending", error: "Webhook URLs must point to a public internet address" });
    expect(receiver.received.length).toBe(before);
  });

  it("gives up pending deliveries of a deleted endpoint", async () => {
    const biz = await createBusiness(db);
    const endpoint = await endpointFor(biz.id, ["visit.completed"]);
    const { deliveryIds } = await enqueueWebhookEvent(db, { businessId: biz.id, type: "visit.completed", data: {} });
    await db.update(s.webhookEndpoints).set({ disabledAt: new Date() }).where(eq(s.webhookEndpoints.id, endpoint.id));
    expect(await deliverWebhook(db, { businessId: biz.id, deliveryId: deliveryIds[0] })).toMatchObject({ status: "failed", error: "The endpoint was deleted" });
  });

  it("resend posts the same event again as a new delivery; another business's delivery is not found", async () => {
    process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
    const biz = await createBusiness(db);
    await endpointFor(biz.id, ["quote.sent"]);
    const { deliveryIds, eventId } = await enqueueWebhookEvent(db, { businessId: biz.id, type: "quote.sent", data: { quote: { id: "q" } } });
    receiver.respondWith(500);
    await deliverWebhook(db, { businessId: biz.id, deliveryId: deliveryIds[0] });

    receiver.respondWith(200);
    const resent = await resendWebhookDelivery({ businessId: biz.id }, deliveryIds[0]);
    expect(resent.deliveryId).not.toBe(deliveryIds[0]);
    expect(resent.outcome).toMatchObject({ delivered: true, status: "succeeded", statusCode: 200 });
    const rows = await deliveryRows(biz.id);
    expect(rows.map((r) => [r.status, r.eventId])).toEqual([
      ["pending", eventId],
      ["succeeded", eventId],
    ]);
    const other = await createBusiness(db);
    await expect(resendWebhookDelivery({ businessId: other.id }, deliveryIds[0])).rejects.toMatchObject({ code: "not_found" });
    expect(await db.$count(s.webhookDeliveries, and(eq(s.webhookDeliveries.businessId, other.id)))).toBe(0);
  });
});
