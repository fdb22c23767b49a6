import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { businesses } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";

export type LogoActor = BusinessScope & { actorUserId: string; ip?: string | null };

/** The business's logo and tenant keys, locked for the change (upload or removal). */
export async function lockLogoRow(tx: DbOrTx, businessId: string) {
  const [row] = await tx
    .select({ companyLogo: businesses.companyLogo, portalSubdomain: businesses.portalSubdomain, customDomain: businesses.customDomain })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for("update");
  if (!row) throw new DomainError("not_found", "Business not found");
  return row;
}

/** Sets the logo URL (or clears it) and writes the audit entry, in the caller's transaction. */
export async function saveLogo(tx: DbOrTx, actor: LogoActor, action: "settings.logo_uploaded" | "settings.logo_removed", companyLogo: string | null, meta: Record<string, unknown>) {
  await tx.update(businesses).set({ companyLogo, updatedAt: new Date() }).where(eq(businesses.id, actor.businessId));
  await writeAuditEntry(tx, {
    businessId: actor.businessId,
    actor: { type: "staff", id: actor.actorUserId },
    action,
    target: { type: "business", id: actor.businessId },
    meta: { ...meta, to: companyLogo },
    ip: actor.ip ?? null,
  });
}
