import "server-only";
import PgBoss from "pg-boss";
import { afterCommit, openAmbientScope } from "@/db/ambient-transaction";
import { db } from "@/db/client";
import type { DeliveryJob } from "./deliver-webhook";
import { markDeliveriesQueued } from "./mark-deliveries-queued";
import { pgBossSchema, WEBHOOKS_DELIVER_QUEUE } from "./webhook-queues";

/**
 * The app's handle on pg-boss, only to send delivery jobs (the worker — inside `npm start`, or
 * `npm run worker` — works them). Started lazily on first use, with no maintenance or cron of
 * its own and without touching pg-boss's schema. Kept on globalThis: Next bundles route
 * handlers, pages and server actions separately, and each bundle would otherwise start its own.
 * `WEBHOOKS_QUEUE=off` (the integration tests) leaves the rows for the sweep or a direct call.
 */
const KEY = Symbol.for("serviceloop.webhooks.jobSender");
type Holder = { [KEY]?: { boss: Promise<PgBoss>; failedAt: number | null } };
const holder = globalThis as Holder;
/** After a failed start, the next event tries again only after this long (the sweep delivers meanwhile). */
const RETRY_START_MS = 60_000;

function sender(): Promise<PgBoss> | null {
  const url = process.env.DATABASE_URL;
  if (!url || process.env.WEBHOOKS_QUEUE === "off") return null;
  const current = holder[KEY];
  if (current && (current.failedAt === null || Date.now() - current.failedAt < RETRY_START_MS)) return current.boss;
  const entry: { boss: Promise<PgBoss>; failedAt: number | null } = { boss: Promise.resolve(null as unknown as PgBoss), failedAt: null };
  entry.boss = (async () => {
    const boss = new PgBoss({ connectionString: url, schema: pgBossSchema(), max: 2, supervise: false, schedule: false, migrate: false });
    boss.on("error", (error) => console.error("[webhooks] queue:", error.message));
    try {
      return await boss.start();
    } catch (error) {
      entry.failedAt = Date.now();
      await boss.stop({ graceful: false }).catch(() => {});
      throw error;
    }
  })();
  holder[KEY] = entry;
  return entry.boss;
}

/**
 * Queues one job per delivery (after `startAfterSeconds` for a retry) and stamps the rows
 * `queued_at` (mark-deliveries-queued.ts) so the worker's sweep leaves them to their jobs;
 * false when the queue is off or unreachable (the rows stay unstamped and the sweep queues
 * them within a minute). Two jobs for one delivery would still be harmless: deliver-webhook.ts
 * claims the row before posting.
 */
export async function sendDeliveryJobs(jobs: DeliveryJob[], options: { startAfterSeconds?: number } = {}): Promise<boolean> {
  if (jobs.length === 0) return true;
  // Inside a request's transaction the delivery rows are not committed yet: a job sent now
  // could run before they exist. It goes after the commit (and not at all on a rollback).
  if (openAmbientScope()) {
    await afterCommit(() => sendDeliveryJobs(jobs, options));
    return true;
  }
  const boss = sender();
  if (!boss) return false;
  try {
    const started = await boss;
    for (const job of jobs) await started.send(WEBHOOKS_DELIVER_QUEUE, job, options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {});
    await markDeliveriesQueued(db, jobs, options.startAfterSeconds ?? 0);
    return true;
  } catch (error) {
    console.error("[webhooks] could not queue deliveries; the sweep will send them:", (error as Error).message);
    return false;
  }
}

/**
 * One job on another queue of the worker (autopay's nudge when an invoice is issued), through
 * the same lazily started sender; false when the queue is off or unreachable (that queue's
 * cron run picks the work up).
 */
export async function sendWorkerJob(queue: string, data: object): Promise<boolean> {
  if (openAmbientScope()) {
    await afterCommit(() => sendWorkerJob(queue, data));
    return true;
  }
  const boss = sender();
  if (!boss) return false;
  try {
    await (await boss).send(queue, data);
    return true;
  } catch (error) {
    console.error(`[worker] could not queue ${queue}; its scheduled run will do it:`, (error as Error).message);
    return false;
  }
}
