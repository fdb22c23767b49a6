import "server-only";
import type { DbOrTx } from "@/db/client";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";

export type CustomerAuditActor = {
  businessId: string;
  /** The acting member's locations (issue 38): what they add is theirs. */
  locationIds?: readonly string[] | null;
  userId?: string | null;
  actorType?: "staff" | "system";
  ip?: string | null;
  /** The API key that acted, for calls of the REST API. */
  apiKeyId?: string;
};

/** One audit row about a customer (archive, portal access, import): who, what, when, from where. */
export async function recordCustomerAudit(tx: DbOrTx, actor: CustomerAuditActor, action: string, customerId: string | null, meta: Record<string, unknown> = {}) {
  await writeAuditEntry(tx, {
    businessId: actor.businessId,
    actor: { type: actor.actorType ?? "staff", id: actor.userId ?? null },
    action,
    target: { type: "customer", id: customerId },
    meta: actor.apiKeyId ? { ...meta, apiKeyId: actor.apiKeyId } : meta,
    ip: actor.ip ?? null,
  });
}
