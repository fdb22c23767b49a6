/**
 * The pg-boss queues of outgoing webhooks (lib/worker/worker.ts works them): one job per
 * delivery attempt, and a sweep each minute for pending deliveries that are due but have no
 * job (the app's send after the commit was lost, a job's retries were spent). Their settings
 * live here so the worker, the app's sender, the sweep and the tests agree
 * (docs/decisions/webhooks-outbox.md).
 */
export const WEBHOOKS_DELIVER_QUEUE = "webhooks-deliver";

/**
 * pg-boss's schema, "pgboss" unless PGBOSS_SCHEMA names another: the app's sender and the worker
 * must agree. Only the tests set it, so that a test working real queues on the shared test
 * database does not meet another file's pg-boss (platform health reads `pgboss` itself).
 */
export function pgBossSchema(): string {
  return process.env.PGBOSS_SCHEMA || "pgboss";
}
export const WEBHOOKS_SWEEP_QUEUE = "webhooks-sweep";

/**
 * A delivery job still active after this long belongs to a dead worker: pg-boss's maintenance
 * moves it back to the queue (retry). One attempt is bounded by post-webhook's 10 s timeout
 * plus two statements, so a live attempt never reaches it. deliver-webhook.ts's claim lease is
 * the same length, so the retried job finds the row claimable.
 */
export const WEBHOOK_DELIVER_EXPIRE_SECONDS = 45;

/** pg-boss's retries of a job that failed (a database error) or expired (a dead worker). */
export const WEBHOOK_DELIVER_RETRY = { retryLimit: 4, retryDelay: 5, retryBackoff: true } as const;

/**
 * The sweep queues a delivery again only this long after its last job was due: past pg-boss's
 * expiry + maintenance + back-off for every retry above, so what is still queued is never
 * queued twice; a job lost for good is replaced within this window plus a minute.
 */
export const WEBHOOK_REQUEUE_AFTER_SECONDS = 10 * 60;

/**
 * Delivery concurrency per worker process: pg-boss 10 works one batch per `work()` call at a
 * time, so WORKERS × BATCH attempts run at once (measured by `npm run bench:webhooks`).
 */
export const WEBHOOK_DELIVER_WORKERS = 4;
export const WEBHOOK_DELIVER_BATCH = 10;
