import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { OperatorActor } from "./set-business-suspension";

/** Turns a business's customer portal on or off (audited with the old and new value). */
export async function setBusinessPortalEnabled(
  input: { businessId: string; enabled: boolean },
  actor: OperatorActor,
  now = new Date(),
): Promise<{ changed: boolean }> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ portalEnabled: businesses.portalEnabled, subdomain: businesses.portalSubdomain, customDomain: businesses.customDomain })
      .from(businesses)
      .where(eq(businesses.id, input.businessId))
      .for("update")
      .limit(1);
    if (!row) throw new DomainError("not_found", "Business not found");
    if (row.portalEnabled === input.enabled) return { row, changed: false };
    await tx.update(businesses).set({ portalEnabled: input.enabled, updatedAt: now }).where(eq(businesses.id, input.businessId));
    await writeAuditEntry(tx, {
      businessId: input.businessId,
      actor: { type: "superadmin", id: actor.userId },
      action: "business.portal_updated",
      target: { type: "business", id: input.businessId },
      meta: { field: "portal_enabled", from: row.portalEnabled, to: input.enabled },
      ip: actor.ip,
    });
    return { row, changed: true };
  });
  invalidateTenant(result.row.subdomain, result.row.customDomain);
  return { changed: result.changed };
}
