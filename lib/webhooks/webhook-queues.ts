/**
 * The pg-boss queues of outgoing webhooks (lib/worker/worker.ts works them): one job per
 * delivery attempt, and a sweep each minute for pending deliveries that are due but have no
 * job (the app could not reach the queue, a job was lost, a process stopped mid-attempt).
 */
export const WEBHOOKS_DELIVER_QUEUE = "webhooks-deliver";
export const WEBHOOKS_SWEEP_QUEUE = "webhooks-sweep";
