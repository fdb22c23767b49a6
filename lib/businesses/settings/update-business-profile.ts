import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { BusinessScope } from "@/lib/foundation/scope";
import { invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import type { BusinessProfileInput } from "./settings-schemas";

/** Settings → Business profile: name, contact details, time zone, tax rate (audited). */
export async function updateBusinessProfile(scope: BusinessScope & { actorUserId: string }, input: BusinessProfileInput): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(businesses)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(businesses.id, scope.businessId))
      .returning({ portalSubdomain: businesses.portalSubdomain, customDomain: businesses.customDomain });
    await writeAuditEntry(tx, { businessId: scope.businessId, actor: { type: "staff", id: scope.actorUserId }, action: "settings.profile_updated", target: { type: "business", id: scope.businessId }, meta: { timezone: input.timezone, taxRate: input.taxRate } });
    return updated;
  });
  // The portal shows the name, contact details and time zone: drop the cached copy (after the commit).
  invalidateTenant(row?.portalSubdomain, row?.customDomain);
}
