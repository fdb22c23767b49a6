import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { BusinessScope } from "@/lib/foundation/scope";
import { invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import type { BrandingInput } from "./settings-schemas";

/** Settings → Branding: the portal's colours; the tenant cache is dropped so the portal shows them at once. */
export async function updateBranding(scope: BusinessScope & { actorUserId: string }, input: BrandingInput): Promise<void> {
  const [row] = await db
    .update(businesses)
    .set({ themePrimaryColor: input.themePrimaryColor, themeSecondaryColor: input.themeSecondaryColor, updatedAt: new Date() })
    .where(eq(businesses.id, scope.businessId))
    .returning({ portalSubdomain: businesses.portalSubdomain, customDomain: businesses.customDomain });
  await writeAuditEntry(db, { businessId: scope.businessId, actor: { type: "staff", id: scope.actorUserId }, action: "settings.branding_updated", target: { type: "business", id: scope.businessId }, meta: input });
  invalidateTenant(row?.portalSubdomain, row?.customDomain);
}
