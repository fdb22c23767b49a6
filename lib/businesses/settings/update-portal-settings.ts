import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUniqueViolation } from "@/lib/foundation/pg-errors";
import type { BusinessScope } from "@/lib/foundation/scope";
import { invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import { isReservedSubdomain } from "@/lib/tenancy/reserved-subdomains";
import { slugify } from "@/lib/tenancy/slug";
import { SUBDOMAIN_MESSAGES, type PortalSettingsInput } from "./settings-schemas";

/**
 * Settings → Portal: the subdomain (spec §5 slug rule, never reserved, unique — the unique
 * index decides a race) and the portal's options. Access to the portal moves with the
 * subdomain, so the change is audited and both old and new keys leave the tenant cache.
 */
export async function updatePortalSettings(scope: BusinessScope & { actorUserId: string }, input: PortalSettingsInput): Promise<{ portalSubdomain: string }> {
  const subdomain = input.portalSubdomain;
  if (slugify(subdomain) !== subdomain) throw new DomainError("invalid", SUBDOMAIN_MESSAGES.shape, { field: "portalSubdomain" });
  if (isReservedSubdomain(subdomain)) throw new DomainError("invalid", SUBDOMAIN_MESSAGES.reserved, { field: "portalSubdomain" });
  let before: { portalSubdomain: string; customDomain: string | null } | undefined;
  try {
    await db.transaction(async (tx) => {
      [before] = await tx
        .select({ portalSubdomain: businesses.portalSubdomain, customDomain: businesses.customDomain })
        .from(businesses)
        .where(eq(businesses.id, scope.businessId))
        .for("update");
      await tx
        .update(businesses)
        .set({
          portalSubdomain: subdomain,
          portalEnabled: input.portalEnabled,
          allowCancellation: input.allowCancellation,
          allowRescheduling: input.allowRescheduling,
          autoReminders: input.autoReminders,
          reminderHours: input.reminderHours,
          notificationSettings: input.notifications,
          updatedAt: new Date(),
        })
        .where(eq(businesses.id, scope.businessId));
      await writeAuditEntry(tx, {
        businessId: scope.businessId, actor: { type: "staff", id: scope.actorUserId }, action: "settings.portal_updated", target: { type: "business", id: scope.businessId },
        meta: { from: before?.portalSubdomain, to: subdomain, portalEnabled: input.portalEnabled },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("conflict", SUBDOMAIN_MESSAGES.taken, { field: "portalSubdomain" });
    throw error;
  }
  // After the commit, so no request re-caches the old row in between.
  invalidateTenant(before?.portalSubdomain, subdomain, before?.customDomain);
  return { portalSubdomain: subdomain };
}
