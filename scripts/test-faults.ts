/**
 * `npm run test:faults` (issue 44 item 7): the product under database restarts and an app crash.
 * Starts its own Postgres cluster (scripts/faults/own-postgres.ts: the machine's initdb and
 * pg_ctl, a temporary data directory, a free port) and the production build on it, runs a
 * steady mixed load (scripts/faults/mixed-load.ts: portal pages, API reads, API writes with
 * Idempotency-Key, webhook deliveries to a local receiver), and meanwhile
 *   1. restarts the database (`pg_ctl restart -m fast`),
 *   2. kills it (`-m immediate`, a crash) and starts it 2 s later,
 *   3. kills the app with SIGKILL and starts it again.
 * Then asserts: 0 answers of 5xx but 503; every answer after the database is back within 2 s
 * and a steady success rate within 10 s; every acknowledged write kept, no key applied twice
 * (each key's customer exists once, a retry answers the same id); every created customer has
 * exactly one event, and each event reaches the receiver (duplicates after the crash counted,
 * de-duplicated by event id). Needs a production build (SKIP_BUILD=1 reuses it).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { freePort } from "./free-port";
import { ensureProductionBuild } from "./production-build";
import { checkAnswers, type Fault } from "./faults/fault-checks";
import { runMixedLoad, sendWrite, type Answer, type LoadTarget } from "./faults/mixed-load";
import { findPostgresBin, startOwnPostgres } from "./faults/own-postgres";
import { DEMO_EMAILS } from "../db/seed/demo-constants";
import { generateToken, hashToken } from "../lib/security/tokens";
import { provisionTestDatabase } from "../tests/support/test-database";
import { startWebhookReceiver } from "../tests/support/webhook-receiver";

const bin = findPostgresBin();
if (!bin) {
  console.error("test:faults needs the machine's initdb and pg_ctl (Debian: apt-get install postgresql); .ci/run installs them where missing.");
  process.exit(2);
}
const { env, distDir } = ensureProductionBuild();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[test-faults] ${line}`);
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "serviceloop-faults-"));
const [pgPort, appPort] = [await freePort(), await freePort()];
const cluster = await startOwnPostgres(bin, pgPort);
log(`own Postgres (${bin}) on ${pgPort}; app on ${appPort}; logs in ${logDir}`);
const database = await provisionTestDatabase("faults", { serverUrl: cluster.url, appUrl: `http://localhost:${appPort}` });
const receiver = await startWebhookReceiver();

let app: ChildProcess | null = null;
let appStarts = 0;
function startApp(): ChildProcess {
  const out = fs.openSync(path.join(logDir, `app-${++appStarts}.log`), "a");
  // Node with tsx's loader, not tsx's CLI: the CLI runs the script in a child process, which a
  // SIGKILL of the CLI would leave serving.
  return spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", "start"], {
    env: {
      ...env,
      DATABASE_URL: database.url,
      PORT: String(appPort),
      APP_URL: `http://localhost:${appPort}`,
      AUTH_SECRET: "faults-auth-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
      SEED_DEMO_DATA: "false",
      WEBHOOKS_ALLOW_PRIVATE: "1",
      // The load is one client far above the per-key limit of 120 a minute.
      API_RATE_LIMIT_PER_MINUTE: "1000000",
      NEXT_DIST_DIR: distDir,
    },
    stdio: ["ignore", out, out],
  });
}
async function waitForApp(child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}; see ${logDir}`);
    if (await fetch(`http://127.0.0.1:${appPort}/api/health`, { headers: { host: `localhost:${appPort}` } }).then((r) => r.ok, () => false)) return;
    await sleep(250);
  }
  throw new Error(`the app did not answer /api/health; see ${logDir}`);
}

const direct = postgres(database.url, { max: 2, onnotice: () => {} });
let status = 1;
try {
  const [business] = await direct<{ id: string }[]>`select id from businesses where portal_subdomain = 'greenleaf'`;
  const apiKey = `sl_${generateToken()}`;
  await direct`insert into api_keys (business_id, name, prefix, key_hash, permissions)
    values (${business.id}, 'Fault test', ${apiKey.slice(0, 10)}, ${hashToken(apiKey)}, ${["manage_customers", "manage_settings"]})`;
  // A portal session of the demo customer, made as the sign-in makes one (stored hashed).
  const portalToken = generateToken();
  await direct`insert into customer_sessions (business_id, customer_id, token_hash)
    select business_id, id, ${hashToken(portalToken)} from customers where business_id = ${business.id} and lower(email) = ${DEMO_EMAILS.greenleafCustomer}`;
  const target: LoadTarget = {
    base: `http://127.0.0.1:${appPort}`,
    portalHost: `greenleaf.localhost:${appPort}`,
    portalCookie: `sl_portal_session=${portalToken}`,
    apiHost: `localhost:${appPort}`,
    apiKey,
  };

  app = startApp();
  await waitForApp(app);
  const endpoint = await fetch(`${target.base}/api/v1/webhook-endpoints`, {
    method: "POST",
    headers: { host: target.apiHost, authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ url: receiver.url, events: ["customer.created"] }),
  });
  if (endpoint.status !== 201) throw new Error(`could not register the webhook endpoint: ${endpoint.status} ${await endpoint.text()}`);

  // The load, with the three faults in its course.
  const run = String(process.pid);
  let running = true;
  const loadStart = Date.now();
  const load = runMixedLoad(target, { writers: 3, readers: 2, run, running: () => running });
  const faults: Fault[] = [];
  const fault = async (name: string, kind: Fault["kind"], act: () => Promise<void>) => {
    const downAt = Date.now();
    await act();
    faults.push({ name, kind, downAt, upAt: Date.now() });
    log(`${name}: back after ${Date.now() - downAt} ms`);
  };
  await sleep(5_000);
  await fault("database restarted (fast)", "database", () => cluster.restart("fast"));
  await sleep(10_000);
  await fault("database killed (immediate), started 2 s later", "database", async () => {
    await cluster.stop("immediate");
    await sleep(2_000);
    await cluster.start();
  });
  await sleep(10_000);
  await fault("app killed (SIGKILL) and started again", "app", async () => {
    app!.kill("SIGKILL");
    await new Promise((resolve) => app!.once("exit", resolve));
    app = startApp();
    await waitForApp(app);
  });
  await sleep(10_000);
  running = false;
  const { answers, writes } = await load;
  const loadEnd = Date.now();
  log(`load ran ${((loadEnd - loadStart) / 1000).toFixed(1)} s: ${writes.length} keys written`);

  const { figures, failures } = checkAnswers(answers, faults, loadEnd);
  const retried = writes.filter((w) => w.attempts > 1).length;

  // Every key, acknowledged or not, is tried again until it is: a careful client's end state.
  const after: Answer[] = [];
  for (const write of writes) {
    const wasAcknowledged = write.acknowledgedId;
    for (let attempt = 0; attempt < 20 && !(await sendWrite(target, write, after)); attempt++) await sleep(250);
    if (!write.acknowledgedId) failures.push(`key ${write.key} never answered 2xx`);
    else if (write.ids.size > 1) failures.push(`key ${write.key} answered two ids: ${[...write.ids].join(", ")}${wasAcknowledged ? "" : " (before its first acknowledgement)"}`);
  }

  const rows = await direct<{ email: string; ids: string[] }[]>`
    select email, array_agg(id::text) as ids from customers
    where business_id = ${business.id} and email like ${`fault-${run}-%`} group by email`;
  const byEmail = new Map(rows.map((r) => [r.email, r.ids]));
  let lost = 0;
  let doubled = 0;
  for (const write of writes) {
    const ids = byEmail.get(write.email) ?? [];
    if (ids.length > 1) doubled++;
    if (write.acknowledgedId && !ids.includes(write.acknowledgedId)) lost++;
  }
  figures.push(`writes: ${writes.length} keys, ${retried} needed a retry during the load; customers in the database: ${rows.length}; acknowledged and missing: ${lost}; applied twice: ${doubled}`);
  if (lost) failures.push(`${lost} acknowledged writes are not in the database`);
  if (doubled) failures.push(`${doubled} keys made two customers`);
  if (rows.length !== writes.length) failures.push(`${rows.length} customers for ${writes.length} keys`);

  // Events: one per customer in the outbox, each delivered (at least once) to the receiver.
  const customerIds = new Set(rows.flatMap((r) => r.ids));
  const events = await direct<{ customer_id: string; n: number }[]>`
    select payload -> 'data' -> 'customer' ->> 'id' as customer_id, count(*)::int as n from webhook_deliveries
    where business_id = ${business.id} and event_type = 'customer.created' group by 1`;
  const eventsFor = new Map(events.map((e) => [e.customer_id, e.n]));
  const withoutEvent = [...customerIds].filter((id) => !eventsFor.has(id)).length;
  const doubleEvents = [...eventsFor.values()].filter((n) => n > 1).length;
  const strayEvents = [...eventsFor.keys()].filter((id) => !customerIds.has(id)).length;
  const drainStart = Date.now();
  const delivered = () => {
    const seen = new Set<string>();
    for (const r of receiver.received) {
      const body = JSON.parse(r.body) as { id: string; data: { customer?: { id?: string } } };
      if (body.data?.customer?.id) seen.add(body.data.customer.id);
    }
    return seen;
  };
  while (Date.now() - drainStart < 150_000 && [...customerIds].some((id) => !delivered().has(id))) await sleep(500);
  const seen = delivered();
  const undelivered = [...customerIds].filter((id) => !seen.has(id)).length;
  const eventIds = receiver.received.map((r) => (JSON.parse(r.body) as { id: string }).id);
  const duplicates = eventIds.length - new Set(eventIds).size;
  figures.push(
    `events: ${eventsFor.size} in the outbox for ${customerIds.size} customers (without an event: ${withoutEvent}, doubled: ${doubleEvents}, for no customer: ${strayEvents}); ` +
      `received ${receiver.received.length} deliveries, ${duplicates} duplicates by event id; undelivered after ${((Date.now() - drainStart) / 1000).toFixed(1)} s of draining: ${undelivered}`,
  );
  if (withoutEvent) failures.push(`${withoutEvent} customers without their customer.created event`);
  if (doubleEvents || strayEvents) failures.push(`${doubleEvents} doubled events, ${strayEvents} events for no customer`);
  if (undelivered) failures.push(`${undelivered} events never reached the receiver`);

  for (const line of figures) log(line);
  if (failures.length) {
    for (const line of failures) console.error(`[test-faults] FAILED: ${line}`);
  } else {
    log("passed: nothing lost, nothing doubled, back within the limits");
    status = 0;
  }
} catch (error) {
  console.error("[test-faults] error:", error);
} finally {
  if (app && app.exitCode === null) {
    app.kill("SIGTERM");
    await Promise.race([new Promise((resolve) => app!.once("exit", resolve)), sleep(5_000)]);
    if (app.exitCode === null) app.kill("SIGKILL");
  }
  await direct.end({ timeout: 2 }).catch(() => {});
  await receiver.close().catch(() => {});
  await database.stop().catch(() => {});
  await cluster.destroy();
  if (status === 0) fs.rmSync(logDir, { recursive: true, force: true });
}
process.exit(status);
