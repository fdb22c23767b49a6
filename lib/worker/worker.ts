import { drizzle } from "drizzle-orm/postgres-js";
import PgBoss from "pg-boss";
import postgres from "postgres";
import { POOL_RECOVERY_OPTIONS } from "@/db/client";
import * as schema from "@/db/schema/index";
import { sendQueuedEmails } from "@/lib/email/send-queued-emails";
import { markOverdueInvoices } from "@/lib/money/invoices/mark-overdue-invoices";
import { runDueAutopayAttempts } from "@/lib/money/autopay/run-due-autopay-attempts";
import { AUTOPAY_QUEUE } from "@/lib/money/invoices/schedule-autopay";
import { OVERDUE_REMINDERS_TASK, sendOverdueReminders } from "@/lib/money/invoices/reminders/send-overdue-reminders";
import type { IssuedInvoice } from "@/lib/money/invoices/issue-invoice";
import { INVOICING_RULES_TASK, runInvoicingRules } from "@/lib/money/invoices/visit-invoicing/run-invoicing-rules";
import { extendVisitHorizons } from "@/lib/scheduling/series/extend-visit-horizons";
import { sendVisitReminders } from "@/lib/scheduling/reminders/send-visit-reminders";
import { deliverWebhook, type DeliveryJob } from "@/lib/webhooks/deliver-webhook";
import { markDeliveriesQueued } from "@/lib/webhooks/mark-deliveries-queued";
import { findDueWebhookDeliveries } from "@/lib/webhooks/sweep-webhook-deliveries";
import {
  WEBHOOK_DELIVER_BATCH,
  WEBHOOK_DELIVER_EXPIRE_SECONDS,
  WEBHOOK_DELIVER_RETRY,
  WEBHOOK_DELIVER_WORKERS,
  WEBHOOKS_DELIVER_QUEUE,
  WEBHOOKS_SWEEP_QUEUE,
  pgBossSchema,
} from "@/lib/webhooks/webhook-queues";

/**
 * Background work on pg-boss, in the same Postgres as the app (DESIGN.md). Runs inside
 * `npm start` by default, or alone as `npm run worker` in production (then start the web
 * process with WORKER=off). Each queue has a cron schedule; pg-boss makes sure only one
 * worker in the cluster runs a given scheduled job.
 */
export type Worker = { stop: () => Promise<void> };

type WorkerDb = ReturnType<typeof drizzle<typeof schema>>;
export type WorkerTask = {
  queue: string;
  cron: string;
  run: (db: WorkerDb, boss: PgBoss) => Promise<unknown>;
  /** How long a run may stay active before pg-boss takes it for a dead worker's and retries it (default TASK_EXPIRE_SECONDS). */
  expireInSeconds?: number;
};

/**
 * Per-queue recovery (issue 44 item 4): a task still active after its expiry belongs to a
 * worker that died; pg-boss's maintenance (every MAINTENANCE_SECONDS) hands it back with
 * back-off, up to TASK_RETRY.retryLimit times — never silently failed. Every task is
 * idempotent, so a retry of one that did finish part of its work is safe.
 */
const TASK_EXPIRE_SECONDS = 5 * 60;
const TASK_RETRY = { retryLimit: 3, retryDelay: 30, retryBackoff: true } as const;
/** How often pg-boss looks for expired jobs (its default, 120 s, would add two minutes to every recovery). */
const MAINTENANCE_SECONDS = 30;

/** Every scheduled queue (exported so tests can check what runs and call it the way pg-boss does). */
export const WORKER_TASKS: WorkerTask[] = [
  { queue: "invoices-mark-overdue", cron: "*/15 * * * *", run: (db) => markOverdueInvoices(db) },
  // Recurring jobs' invoicing rules (after each visit, monthly on a day, when the job ends); idempotent.
  // A business that sends those invoices automatically has them sent in the same run.
  { queue: INVOICING_RULES_TASK, cron: "5,20,35,50 * * * *", run: (db, boss) => runInvoicingRules(db, new Date(), { handOff: (issued) => handOffIssuedInvoices(db, boss, issued) }) },
  // Hourly: overdue invoices get a reminder at most every 7 days, up to 3.
  { queue: OVERDUE_REMINDERS_TASK, cron: "40 * * * *", run: (db) => sendOverdueReminders(db) },
  // Daily: recurring jobs get their visits up to the rolling horizon (idempotent).
  { queue: "scheduling-extend-horizons", cron: "20 4 * * *", run: (db) => extendVisitHorizons(db), expireInSeconds: 30 * 60 },
  // Every 5 minutes: visit reminders `reminder_hours` ahead, once per visit (jobs.reminder_sent_at).
  { queue: "scheduling-visit-reminders", cron: "*/5 * * * *", run: (db) => sendVisitReminders(db) },
  // Every minute (and nudged when an invoice of an autopay customer is issued): due autopay charges and retries.
  { queue: AUTOPAY_QUEUE, cron: "* * * * *", run: (db) => runDueAutopayAttempts(db) },
  // Every minute: emails recorded with a write whose process died before sending them (send-queued-emails.ts).
  { queue: "emails-send-stranded", cron: "* * * * *", run: (db) => sendQueuedEmails(db) },
  // Every minute: pending webhook deliveries that are due and have no live job — never queued, or
  // their job's retries spent (sweep-webhook-deliveries.ts claims them by stamping queued_at).
  {
    queue: WEBHOOKS_SWEEP_QUEUE,
    cron: "* * * * *",
    run: async (db, boss) => {
      const due = await findDueWebhookDeliveries(db);
      if (due.length > 0) await boss.insert(due.map((data) => ({ name: WEBHOOKS_DELIVER_QUEUE, data })));
      return due.length;
    },
  },
];

/**
 * Invoices the invoicing rules sent: their webhook deliveries and autopay charges are queued at
 * once, as the app's send does, rather than waiting for the sweep or the next minute.
 */
async function handOffIssuedInvoices(db: WorkerDb, boss: PgBoss, issued: IssuedInvoice[]) {
  const jobs: DeliveryJob[] = issued.flatMap((invoice) => invoice.webhookDeliveryIds.map((deliveryId) => ({ businessId: invoice.businessId, deliveryId })));
  if (jobs.length > 0) {
    await boss.insert(jobs.map((data) => ({ name: WEBHOOKS_DELIVER_QUEUE, data })));
    await markDeliveriesQueued(db, jobs);
  }
  if (issued.some((invoice) => invoice.autopayScheduled)) await boss.send(AUTOPAY_QUEUE, {});
}

/**
 * One attempt per job (lib/webhooks/deliver-webhook.ts); a failure queues the next attempt
 * with its back-off as a delayed job (stamped on the row, so the sweep leaves it). pg-boss 10
 * works one batch per `work()` at a time and waits its polling interval between fetches, so
 * throughput is WEBHOOK_DELIVER_WORKERS × WEBHOOK_DELIVER_BATCH attempts per interval at most
 * (one `work()` of 4 per second managed ~4 jobs/s under load; `npm run bench:webhooks` measures
 * this). An attempt that throws (the database, not the receiver) fails the job and pg-boss
 * retries it (WEBHOOK_DELIVER_RETRY); a worker that dies leaves its jobs active until
 * WEBHOOK_DELIVER_EXPIRE_SECONDS, then pg-boss retries them.
 */
export async function workWebhookDeliveries(boss: PgBoss, db: WorkerDb, log: (message: string) => void, options: { pollingIntervalSeconds?: number } = {}) {
  const scheduleRetry = async (job: DeliveryJob, afterSeconds: number) => {
    await boss.send(WEBHOOKS_DELIVER_QUEUE, job, { startAfter: afterSeconds });
    await markDeliveriesQueued(db, [job], afterSeconds);
  };
  for (let n = 0; n < WEBHOOK_DELIVER_WORKERS; n += 1) {
    await boss.work<DeliveryJob>(WEBHOOKS_DELIVER_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5, batchSize: WEBHOOK_DELIVER_BATCH }, async (jobs) => {
      await Promise.all(
        jobs.map(async ({ data }) => {
          const outcome = await deliverWebhook(db, data, { scheduleRetry });
          if (outcome.delivered && outcome.status !== "succeeded") log(`[worker] ${WEBHOOKS_DELIVER_QUEUE}: ${data.deliveryId} ${outcome.status} (${outcome.error})`);
        }),
      );
    });
  }
}

/**
 * The deliver queue's settings (webhook-queues.ts): created with them, and set again on a queue
 * an older release created (createQueue leaves an existing queue as it is; it had no retries).
 */
export async function createWebhookDeliverQueue(boss: PgBoss) {
  const settings = { expireInSeconds: WEBHOOK_DELIVER_EXPIRE_SECONDS, ...WEBHOOK_DELIVER_RETRY };
  await boss.createQueue(WEBHOOKS_DELIVER_QUEUE, { name: WEBHOOKS_DELIVER_QUEUE, ...settings });
  await boss.updateQueue(WEBHOOKS_DELIVER_QUEUE, { name: WEBHOOKS_DELIVER_QUEUE, ...settings });
}

/**
 * Creates every queue (a no-op for those that exist) while holding a cluster-wide advisory
 * lock: two workers starting at the same moment each ran pg-boss's create_queue, whose
 * partition DDL and queue-row insert then deadlocked (Postgres 40P01), and one worker died at
 * start-up (found by `npm run test:instances`). One at a time, the second finds them made.
 */
async function createQueues(client: postgres.Sql, boss: PgBoss) {
  const session = await client.reserve();
  try {
    await session`select pg_advisory_lock(hashtext('serviceloop:pgboss-create-queues'))`;
    await createWebhookDeliverQueue(boss);
    for (const task of WORKER_TASKS) {
      const settings = { name: task.queue, expireInSeconds: task.expireInSeconds ?? TASK_EXPIRE_SECONDS, ...TASK_RETRY };
      await boss.createQueue(task.queue, settings);
      await boss.updateQueue(task.queue, settings);
    }
  } finally {
    await session`select pg_advisory_unlock(hashtext('serviceloop:pgboss-create-queues'))`.catch(() => {});
    session.release();
  }
}

export async function startWorker(databaseUrl: string, log: (message: string) => void = console.log): Promise<Worker> {
  const client = postgres(databaseUrl, { max: 2, onnotice: () => {}, ...POOL_RECOVERY_OPTIONS });
  const db = drizzle(client, { schema });
  const boss = new PgBoss({ connectionString: databaseUrl, schema: pgBossSchema(), max: 2, maintenanceIntervalSeconds: MAINTENANCE_SECONDS });
  boss.on("error", (error) => log(`[worker] ${error.message}`));
  await boss.start();
  await createQueues(client, boss);
  // The deliver queue first: the sweep's start-up run below sends to it.
  await workWebhookDeliveries(boss, db, log);
  for (const task of WORKER_TASKS) {
    await boss.work(task.queue, async () => {
      const result = await task.run(db, boss);
      log(`[worker] ${task.queue}: ${JSON.stringify(result)}`);
    });
    await boss.schedule(task.queue, task.cron);
    // Catch up at start-up rather than waiting for the first tick.
    await boss.send(task.queue, {}, { singletonKey: `${task.queue}-startup`, singletonSeconds: 60 });
  }
  return {
    stop: async () => {
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
      await client.end({ timeout: 1 }).catch(() => {});
    },
  };
}
