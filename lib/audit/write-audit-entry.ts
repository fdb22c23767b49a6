import type { DbOrTx } from "@/db/client";
import { auditLog } from "@/db/schema";

export type AuditEntry = {
  /** Empty for platform-wide changes (the operator's settings). */
  businessId?: string | null;
  actor: { type: "staff" | "customer" | "system" | "superadmin"; id: string | null };
  action: string;
  target?: { type: string; id?: string | null };
  /** What changed; for edits `{ from, to }`, so the log alone tells the story. */
  meta?: Record<string, unknown> | null;
  ip?: string | null;
};

/**
 * One audit_log row for anything that moves money or access. Written with the caller's
 * transaction, so the record exists exactly when the change does. Not server-only: the worker
 * runs it (invoicing rules, reminders).
 */
export async function writeAuditEntry(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    businessId: entry.businessId ?? null,
    actorType: entry.actor.type,
    actorId: entry.actor.id,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    meta: entry.meta ?? null,
    ip: entry.ip ?? null,
  });
}
