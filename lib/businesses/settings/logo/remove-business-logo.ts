import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/core/domain-error";
import type { BusinessScope } from "@/lib/core/scope";
import { getStorage } from "@/lib/files/storage/storage";
import type { StorageDriver } from "@/lib/files/storage/types";
import { invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import { logoKeyOf } from "./logo-storage";

export const NO_LOGO_MESSAGE = "There is no logo to remove";

/** Settings → Branding → Remove logo: the portal shows the name alone again (audited, cache dropped). */
export async function removeBusinessLogo(
  scope: BusinessScope & { actorUserId: string; ip?: string | null },
  deps: { storage?: StorageDriver } = {},
): Promise<void> {
  const before = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ companyLogo: businesses.companyLogo, portalSubdomain: businesses.portalSubdomain, customDomain: businesses.customDomain })
      .from(businesses)
      .where(eq(businesses.id, scope.businessId))
      .for("update");
    if (!row) throw new DomainError("not_found", "Business not found");
    if (!row.companyLogo) throw new DomainError("conflict", NO_LOGO_MESSAGE);
    await tx.update(businesses).set({ companyLogo: null, updatedAt: new Date() }).where(eq(businesses.id, scope.businessId));
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: { type: "staff", id: scope.actorUserId },
      action: "settings.logo_removed",
      target: { type: "business", id: scope.businessId },
      meta: { from: row.companyLogo, to: null },
      ip: scope.ip ?? null,
    });
    return row;
  });
  const key = logoKeyOf(before.companyLogo);
  if (key) await (deps.storage ?? getStorage()).deleteObject(key).catch(() => {});
  invalidateTenant(before.portalSubdomain, before.customDomain);
}
