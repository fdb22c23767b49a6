/**
 * Who makes a money change, for the audit log: a staff member (screens) or an API key
 * (recorded as "system" with the key's id in the audit row's meta).
 */
export type MoneyActor = { type: "staff"; userId: string; ip?: string | null } | { type: "api_key"; apiKeyId: string; ip?: string | null };

export function auditActor(actor: MoneyActor): { type: "staff" | "system"; id: string | null } {
  return actor.type === "staff" ? { type: "staff", id: actor.userId } : { type: "system", id: null };
}

export function auditMeta(actor: MoneyActor, meta: Record<string, unknown>): Record<string, unknown> {
  return actor.type === "api_key" ? { ...meta, apiKeyId: actor.apiKeyId } : meta;
}
