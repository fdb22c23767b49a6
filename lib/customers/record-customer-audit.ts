import "server-only";
import type { DbOrTx } from "@/db/client";
import { auditLog } from "@/db/schema";

export type CustomerAuditActor = {
  businessId: string;
  userId?: string | null;
  actorType?: "staff" | "system";
  ip?: string | null;
  /** The API key that acted, for calls of the REST API. */
  apiKeyId?: string;
};

/** One audit row about a customer (archive, portal access, import): who, what, when, from where. */
export async function recordCustomerAudit(tx: DbOrTx, actor: CustomerAuditActor, action: string, customerId: string | null, meta: Record<string, unknown> = {}) {
  await tx.insert(auditLog).values({
    businessId: actor.businessId,
    actorType: actor.actorType ?? "staff",
    actorId: actor.userId ?? null,
    action,
    targetType: "customer",
    targetId: customerId,
    meta: actor.apiKeyId ? { ...meta, apiKeyId: actor.apiKeyId } : meta,
    ip: actor.ip ?? null,
  });
}
