/**
 * `npm run bench:webhooks` (issue 44 item 4: "1,000 events drain in under a minute"): on a
 * Postgres server (DATABASE_URL; a fresh `<db>_webhooks_<pid>` database, migrated, dropped at
 * the end), a business with one endpoint pointing at a local receiver (node:http, 200 at once)
 * and the real worker (`startWorker`: pg-boss on that database, every queue, the delivery
 * workers of lib/worker/worker.ts). BENCH_WEBHOOK_EVENTS events (1,000) are recorded in one
 * statement and their jobs sent as the app sends them (after the commit, then stamped); the
 * figure is the time from the recording to the last delivery recorded `succeeded`.
 * Beside it, in the same run and with the same worker count, batch size and polling, the
 * no-op baseline: as many jobs on a queue whose handler does nothing — pg-boss's own floor.
 * The receiver counts requests per delivery id: any duplicate is printed and fails the run.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { drizzle } from "drizzle-orm/postgres-js";
import PgBoss from "pg-boss";
import postgres from "postgres";
import { runMigrations } from "../../db/migrate";
import * as schema from "../../db/schema/index";
import { createFreshServerDatabase, dropServerDatabase } from "../../tests/support/test-database";
import { enqueueWebhookEvents } from "../../lib/webhooks/enqueue-webhook-event";
import { markDeliveriesQueued } from "../../lib/webhooks/mark-deliveries-queued";
import { WEBHOOK_DELIVER_BATCH, WEBHOOK_DELIVER_WORKERS, WEBHOOKS_DELIVER_QUEUE } from "../../lib/webhooks/webhook-queues";
import { startWorker } from "../../lib/worker/worker";

const events = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000);
const NOOP_QUEUE = "bench-noop";
const POLL_MS = 100;

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error("bench:webhooks needs a Postgres server: set DATABASE_URL.");
    process.exit(2);
  }
  // The receiver listens on 127.0.0.1, which the address guard refuses unless told otherwise.
  process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
  const name = `${new URL(serverUrl).pathname.slice(1) || "postgres"}_webhooks_${process.pid}`;
  const url = await createFreshServerDatabase(serverUrl, name);
  const perDelivery = new Map<string, number>();
  const receiver = createServer((request, response) => {
    const id = String(request.headers["serviceloop-delivery"] ?? "");
    perDelivery.set(id, (perDelivery.get(id) ?? 0) + 1);
    request.resume();
    request.on("end", () => {
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const client = postgres(url, { max: 2, onnotice: () => {} });
  const dbx = drizzle(client, { schema });
  let worker: Awaited<ReturnType<typeof startWorker>> | null = null;
  const sender = new PgBoss({ connectionString: url, max: 2, supervise: false, schedule: false, migrate: false });
  sender.on("error", (error) => console.error("[bench] sender:", error.message));
  try {
    await runMigrations(url);
    const [owner] = await client`insert into users (email, user_type, first_name, last_name) values ('bench-hooks-owner@example.test', 'business_owner', 'Hooks', 'Owner') returning id`;
    const [business] = await client`
      insert into businesses (company_name, portal_subdomain, owner_user_id) values ('Bench Hooks Co', 'bench-hooks', ${owner.id}) returning id`;
    const businessId = business.id as string;
    await client`insert into webhook_endpoints (business_id, url, events, secret) values (${businessId}, ${receiverUrl}, ${["quote.sent"]}, 'whsec_bench')`;

    worker = await startWorker(url, () => {});
    await sender.start();

    // The no-op baseline: pg-boss's floor with the delivery workers' shape.
    await sender.createQueue(NOOP_QUEUE);
    let noopDone = 0;
    const baselineBoss = new PgBoss({ connectionString: url, max: 2, schedule: false, migrate: false });
    baselineBoss.on("error", (error) => console.error("[bench] baseline:", error.message));
    await baselineBoss.start();
    for (let n = 0; n < WEBHOOK_DELIVER_WORKERS; n += 1) {
      await baselineBoss.work(NOOP_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: WEBHOOK_DELIVER_BATCH }, async (jobs) => {
        noopDone += jobs.length;
      });
    }
    const noopStarted = performance.now();
    await sender.insert(Array.from({ length: events }, (_, n) => ({ name: NOOP_QUEUE, data: { n } })));
    while (noopDone < events) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const noopSeconds = (performance.now() - noopStarted) / 1000;
    await baselineBoss.stop({ graceful: false, wait: true });

    // The deliveries: recorded as a write records them, queued as the app queues them after its commit.
    const started = performance.now();
    const recorded = await enqueueWebhookEvents(dbx, businessId, "quote.sent", Array.from({ length: events }, (_, n) => ({ quote: { n } })));
    const jobs = recorded.flatMap((event) => event.deliveryIds.map((deliveryId) => ({ businessId, deliveryId })));
    await sender.insert(jobs.map((data) => ({ name: WEBHOOKS_DELIVER_QUEUE, data })));
    await markDeliveriesQueued(dbx, jobs);
    let succeeded = 0;
    const deadline = Date.now() + 10 * 60_000;
    while (succeeded < jobs.length) {
      if (Date.now() > deadline) throw new Error(`only ${succeeded} of ${jobs.length} deliveries succeeded within 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const [row] = await client`select count(*)::int as n from webhook_deliveries where business_id = ${businessId} and status = 'succeeded'`;
      succeeded = row.n as number;
    }
    const seconds = (performance.now() - started) / 1000;
    const duplicates = [...perDelivery.values()].filter((count) => count > 1).length;

    console.log(`bench:webhooks on ${new URL(serverUrl).host}, ${WEBHOOK_DELIVER_WORKERS} workers × batch ${WEBHOOK_DELIVER_BATCH}, polling 0.5 s`);
    console.log(`  no-op pg-boss baseline: ${events} jobs in ${noopSeconds.toFixed(2)} s (${(events / noopSeconds).toFixed(1)} jobs/s)`);
    console.log(`  webhook deliveries:     ${jobs.length} events drained in ${seconds.toFixed(2)} s (${(jobs.length / seconds).toFixed(1)} deliveries/s)`);
    console.log(`  receiver: ${[...perDelivery.values()].reduce((a, b) => a + b, 0)} requests for ${perDelivery.size} deliveries, ${duplicates} duplicated`);
    if (duplicates > 0 || perDelivery.size !== jobs.length) process.exitCode = 1;
  } finally {
    await worker?.stop().catch(() => {});
    await sender.stop({ graceful: false, wait: true }).catch(() => {});
    await client.end({ timeout: 1 }).catch(() => {});
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await dropServerDatabase(serverUrl, name).catch((error: Error) => console.error(`[bench] could not drop ${name}:`, error.message));
  }
}

await main();
