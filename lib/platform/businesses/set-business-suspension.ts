import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";

export type OperatorActor = { userId: string; ip: string | null };

/**
 * Suspends or restores a business. Suspension only stamps `suspended_at`: the portal answers
 * "Business Not Found", staff actions and API keys are refused, and nothing is deleted.
 * Doing what is already so changes nothing and writes no audit row.
 */
export async function setBusinessSuspension(
  input: { businessId: string; suspended: boolean; reason?: string },
  actor: OperatorActor,
  now = new Date(),
): Promise<{ suspendedAt: Date | null; changed: boolean }> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ suspendedAt: businesses.suspendedAt, subdomain: businesses.portalSubdomain, customDomain: businesses.customDomain })
      .from(businesses)
      .where(eq(businesses.id, input.businessId))
      .for("update")
      .limit(1);
    if (!row) throw new DomainError("not_found", "Business not found");
    if (Boolean(row.suspendedAt) === input.suspended) return { row, suspendedAt: row.suspendedAt, changed: false };
    const suspendedAt = input.suspended ? now : null;
    await tx.update(businesses).set({ suspendedAt, updatedAt: now }).where(eq(businesses.id, input.businessId));
    await writeAuditEntry(tx, {
      businessId: input.businessId,
      actor: { type: "superadmin", id: actor.userId },
      action: input.suspended ? "business.suspended" : "business.restored",
      target: { type: "business", id: input.businessId },
      meta: { from: row.suspendedAt?.toISOString() ?? null, to: suspendedAt?.toISOString() ?? null, ...(input.reason ? { reason: input.reason } : {}) },
      ip: actor.ip,
    });
    return { row, suspendedAt, changed: true };
  });
  invalidateTenant(result.row.subdomain, result.row.customDomain);
  return { suspendedAt: result.suspendedAt, changed: result.changed };
}
