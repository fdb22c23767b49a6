/**
 * Who makes a money change, for the audit log: a staff member (screens) or an API key
 * (recorded as "system" with the key's id in the audit row's meta), Stripe (a webhook event) or
 * the worker (an invoicing rule or a reminder run).
 */
export type MoneyActor =
  | { type: "staff"; userId: string; ip?: string | null }
  | { type: "api_key"; apiKeyId: string; ip?: string | null }
  /** A verified Stripe webhook event (recorded as "system" with the event id in the meta). */
  | { type: "stripe"; eventId: string; ip?: string | null }
  /** A background task of the worker (recorded as "system" with the task's name in the meta). */
  | { type: "worker"; task: string; ip?: null };

export function auditActor(actor: MoneyActor): { type: "staff" | "system"; id: string | null } {
  return actor.type === "staff" ? { type: "staff", id: actor.userId } : { type: "system", id: null };
}

export function auditMeta(actor: MoneyActor, meta: Record<string, unknown>): Record<string, unknown> {
  if (actor.type === "api_key") return { ...meta, apiKeyId: actor.apiKeyId };
  if (actor.type === "stripe") return { ...meta, stripeEventId: actor.eventId };
  if (actor.type === "worker") return { ...meta, task: actor.task };
  return meta;
}
