import { eq, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db, inWriteTransaction } from "@/db/client";
import * as s from "@/db/schema";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";
import { deliverWebhook } from "@/lib/webhooks/deliver-webhook";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import { findDueWebhookDeliveries } from "@/lib/webhooks/sweep-webhook-deliveries";
import { WEBHOOKS_DELIVER_QUEUE, WEBHOOK_REQUEUE_AFTER_SECONDS } from "@/lib/webhooks/webhook-queues";
import { createWebhookDeliverQueue, workWebhookDeliveries } from "@/lib/worker/worker";
import { createBusiness, createCustomer, createQuote } from "@/tests/support/portal-fixtures";
import { startWebhookReceiver, type WebhookReceiver } from "@/tests/support/webhook-receiver";

/**
 * The outbox (issue 44 items 2 and 4) with real pg-boss on the test database, in a schema of
 * this file's own (PGBOSS_SCHEMA) so another file's pg-boss never meets it. The app's sender
 * is switched on here (the other files run with WEBHOOKS_QUEUE=off).
 */
const SCHEMA = "pgboss_outbox_test";
let receiver: WebhookReceiver;
let boss: PgBoss;

beforeAll(async () => {
  process.env.PGBOSS_SCHEMA = SCHEMA;
  process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
  receiver = await startWebhookReceiver();
  // A worker's pg-boss: it installs the schema (the app's sender never migrates), and runs
  // maintenance every second so an expired job comes back quickly.
  boss = new PgBoss({ connectionString: process.env.DATABASE_URL!, schema: SCHEMA, max: 2, schedule: false, maintenanceIntervalSeconds: 1 });
  boss.on("error", () => {});
  await boss.start();
  await createWebhookDeliverQueue(boss);
}, 60_000);

afterAll(async () => {
  await boss.stop({ graceful: false, wait: true }).catch(() => {});
  await receiver.close();
  await db.execute(sql.raw(`drop schema if exists ${SCHEMA} cascade`));
  delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  delete process.env.PGBOSS_SCHEMA;
});

afterEach(() => {
  process.env.WEBHOOKS_QUEUE = "off";
  receiver.respondWith(200);
});

async function businessWithEndpoint(events: string[]) {
  const biz = await createBusiness(db);
  await db.insert(s.webhookEndpoints).values({ businessId: biz.id, url: receiver.url, events, secret: `whsec_${biz.id.slice(0, 8)}` });
  return biz;
}

async function deliveries(businessId: string) {
  return db.select().from(s.webhookDeliveries).where(eq(s.webhookDeliveries.businessId, businessId)).orderBy(s.webhookDeliveries.createdAt);
}

type JobRow = { id: string; state: string; retry_count: number; data: { businessId: string; deliveryId: string } };
async function jobsOf(businessId: string): Promise<JobRow[]> {
  const rows = await db.execute(sql.raw(`select id, state, retry_count, data from ${SCHEMA}.job where name = '${WEBHOOKS_DELIVER_QUEUE}' and data->>'businessId' = '${businessId}'`));
  return rows as unknown as JobRow[];
}

/** As if the delivery had been committed a minute ago and its job never sent. */
async function lostJob(deliveryId: string) {
  await db.update(s.webhookDeliveries).set({ queuedAt: null, createdAt: new Date(Date.now() - 60_000) }).where(eq(s.webhookDeliveries.id, deliveryId));
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("the webhook outbox", () => {
  it("an event written in a transaction that rolls back leaves no event and no job", async () => {
    delete process.env.WEBHOOKS_QUEUE;
    const biz = await businessWithEndpoint(["quote.approved", "quote.sent"]);
    const customer = await createCustomer(db, biz.id);
    const quote = await createQuote(db, { businessId: biz.id, customerId: customer.id });

    // The approval (and its event) joins the outer write, which then fails.
    await expect(
      inWriteTransaction(async () => {
        await respondToQuote({ businessId: biz.id, customerId: customer.id }, { quoteId: quote.id, decision: "approve", comment: null }, "Casey Tester");
        await emitWebhookEvent({ businessId: biz.id, type: "quote.sent", data: { quote: { id: quote.id } } });
        expect(await db.$count(s.webhookDeliveries, eq(s.webhookDeliveries.businessId, biz.id))).toBe(2);
        throw new Error("a later statement failed");
      }),
    ).rejects.toThrow("a later statement failed");

    expect(await deliveries(biz.id)).toEqual([]);
    const [after] = await db.select({ status: s.quotes.status }).from(s.quotes).where(eq(s.quotes.id, quote.id));
    expect(after.status).toBe("sent");
    expect(await jobsOf(biz.id)).toEqual([]);

    // The same approval committed: its event and its job (sent after the commit, stamped).
    await respondToQuote({ businessId: biz.id, customerId: customer.id }, { quoteId: quote.id, decision: "approve", comment: null }, "Casey Tester");
    const [row] = await deliveries(biz.id);
    expect(row).toMatchObject({ eventType: "quote.approved", status: "pending" });
    expect(row.queuedAt).not.toBeNull();
    expect((await jobsOf(biz.id)).map((j) => j.data.deliveryId)).toEqual([row.id]);
  });

  it("a committed write always has its event: a job send that was lost is queued by the sweep, once", async () => {
    // WEBHOOKS_QUEUE=off: the send after the commit does not happen, as if the process died there.
    const biz = await businessWithEndpoint(["quote.approved"]);
    const customer = await createCustomer(db, biz.id);
    const quote = await createQuote(db, { businessId: biz.id, customerId: customer.id });
    await respondToQuote({ businessId: biz.id, customerId: customer.id }, { quoteId: quote.id, decision: "approve", comment: null }, "Casey Tester");

    const [row] = await deliveries(biz.id);
    expect(row).toMatchObject({ eventType: "quote.approved", status: "pending", queuedAt: null });
    // Just committed: the sweep leaves it to the app's own send for a few seconds.
    expect((await findDueWebhookDeliveries(db)).map((j) => j.deliveryId)).not.toContain(row.id);

    await lostJob(row.id);
    // Two sweeps at once (two workers' crons): the delivery is claimed by one of them only.
    const [first, second] = await Promise.all([findDueWebhookDeliveries(db), findDueWebhookDeliveries(db)]);
    expect([...first, ...second].filter((j) => j.deliveryId === row.id)).toHaveLength(1);
    // And a later sweep, while that job is queued, does not queue it again.
    expect((await findDueWebhookDeliveries(db)).map((j) => j.deliveryId)).not.toContain(row.id);
    const [stamped] = await deliveries(biz.id);
    expect(stamped.queuedAt).not.toBeNull();

    // Only once the queued job's retries would be spent does the sweep queue it again.
    await db.update(s.webhookDeliveries).set({ queuedAt: new Date(Date.now() - (WEBHOOK_REQUEUE_AFTER_SECONDS + 5) * 1000) }).where(eq(s.webhookDeliveries.id, row.id));
    expect((await findDueWebhookDeliveries(db)).map((j) => j.deliveryId)).toContain(row.id);

    const before = receiver.received.length;
    expect(await deliverWebhook(db, { businessId: biz.id, deliveryId: row.id })).toMatchObject({ delivered: true, status: "succeeded" });
    expect(receiver.received.slice(before).filter((r) => r.headers["serviceloop-delivery"] === row.id)).toHaveLength(1);
  });

  it("the sweep does not queue what the app already queued", async () => {
    delete process.env.WEBHOOKS_QUEUE;
    const biz = await businessWithEndpoint(["quote.sent"]);
    await emitWebhookEvent({ businessId: biz.id, type: "quote.sent", data: {} });
    const [row] = await deliveries(biz.id);
    expect(row.queuedAt).not.toBeNull();
    // Even long after its commit, the row's job is the queue's, not the sweep's.
    await db.update(s.webhookDeliveries).set({ createdAt: new Date(Date.now() - 5 * 60_000) }).where(eq(s.webhookDeliveries.id, row.id));
    expect((await findDueWebhookDeliveries(db)).map((j) => j.deliveryId)).not.toContain(row.id);
    expect(await jobsOf(biz.id)).toHaveLength(1);
  });

  it("a job whose worker died (fetched, never completed) is retried after its expiry and delivered once", async () => {
    delete process.env.WEBHOOKS_QUEUE;
    // A short expiry for this queue, as the worker's 45 s would make the test wait.
    await boss.updateQueue(WEBHOOKS_DELIVER_QUEUE, { name: WEBHOOKS_DELIVER_QUEUE, expireInSeconds: 2, retryLimit: 4, retryDelay: 1, retryBackoff: false });
    const biz = await businessWithEndpoint(["quote.sent"]);
    await emitWebhookEvent({ businessId: biz.id, type: "quote.sent", data: { quote: { id: "dead-worker" } } });
    const [row] = await deliveries(biz.id);

    // The worker that took it dies before attempting: pg-boss has it active, nobody completes it.
    const fetched = await boss.fetch<{ deliveryId: string }>(WEBHOOKS_DELIVER_QUEUE, { batchSize: 10 });
    const taken = fetched.find((job) => job.data.deliveryId === row.id);
    expect(taken).toBeDefined();
    expect((await jobsOf(biz.id)).map((j) => j.state)).toEqual(["active"]);

    // A live worker: pg-boss's maintenance expires the dead one's job and hands it back.
    await workWebhookDeliveries(boss, db, () => {}, { pollingIntervalSeconds: 0.5 });
    await waitUntil(async () => (await deliveries(biz.id))[0].status === "succeeded", 30_000, "the expired job's retry to deliver");
    const [done] = await deliveries(biz.id);
    expect(done).toMatchObject({ status: "succeeded", attempts: 1, lastStatusCode: 200 });
    const jobs = await jobsOf(biz.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ id: taken!.id, state: "completed", retry_count: 1 });
    expect(receiver.received.filter((r) => r.headers["serviceloop-delivery"] === row.id)).toHaveLength(1);
    await boss.offWork(WEBHOOKS_DELIVER_QUEUE);
    await createWebhookDeliverQueue(boss);
  }, 60_000);

  it("each delivery is sent once to a receiver answering 2xx, with the queue and the sweep both at work", async () => {
    delete process.env.WEBHOOKS_QUEUE;
    const biz = await businessWithEndpoint(["quote.sent"]);
    for (let n = 0; n < 12; n += 1) await emitWebhookEvent({ businessId: biz.id, type: "quote.sent", data: { n } });
    // Four more whose job was lost, for the sweep.
    process.env.WEBHOOKS_QUEUE = "off";
    for (let n = 12; n < 16; n += 1) await emitWebhookEvent({ businessId: biz.id, type: "quote.sent", data: { n } });
    for (const row of (await deliveries(biz.id)).filter((r) => r.queuedAt === null)) await lostJob(row.id);
    const swept = (await findDueWebhookDeliveries(db)).filter((j) => j.businessId === biz.id);
    expect(swept).toHaveLength(4);
    await boss.insert(swept.map((data) => ({ name: WEBHOOKS_DELIVER_QUEUE, data })));

    await workWebhookDeliveries(boss, db, () => {}, { pollingIntervalSeconds: 0.5 });
    await waitUntil(async () => (await deliveries(biz.id)).every((r) => r.status === "succeeded"), 30_000, "every delivery to succeed");
    await boss.offWork(WEBHOOKS_DELIVER_QUEUE);
    const rows = await deliveries(biz.id);
    expect(rows).toHaveLength(16);
    for (const row of rows) {
      expect(row.attempts).toBe(1);
      expect(receiver.received.filter((r) => r.headers["serviceloop-delivery"] === row.id)).toHaveLength(1);
    }
    expect((await findDueWebhookDeliveries(db)).filter((j) => j.businessId === biz.id)).toEqual([]);
  }, 60_000);
});
