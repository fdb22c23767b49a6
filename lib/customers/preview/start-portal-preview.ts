import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, customers, portalPreviewGrants } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { generateToken, hashToken } from "@/lib/security/tokens";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { customerNotFound } from "../customer-errors";
import { recordCustomerAudit, type CustomerAuditActor } from "../record-customer-audit";

/** A preview link works once, within a minute of being made. */
export const PREVIEW_GRANT_TTL_MS = 60 * 1000;
export const PREVIEW_ARCHIVED_MESSAGE = "An archived customer's portal cannot be previewed";
export const PREVIEW_PORTAL_OFF_MESSAGE = "The customer portal is turned off in Settings → Portal";

/**
 * Customer detail → "View portal as this customer" (manage_customers, checked by the action):
 * mints a single-use, one-minute grant for one customer of the actor's own business (only its
 * hash is stored) and answers the tenant-host URL that exchanges it for a read-only preview
 * session. Audited (who asked to view whom).
 */
export async function startPortalPreview(
  actor: CustomerAuditActor & { userId: string },
  customerId: string,
  now = new Date(),
): Promise<{ url: string; expiresAt: string }> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + PREVIEW_GRANT_TTL_MS);
  const subdomain = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ archivedAt: customers.archivedAt, portalEnabled: businesses.portalEnabled, subdomain: businesses.portalSubdomain })
      .from(customers)
      .innerJoin(businesses, eq(businesses.id, customers.businessId))
      .where(and(eq(customers.businessId, actor.businessId), eq(customers.id, customerId)))
      .limit(1);
    if (!row) throw customerNotFound();
    if (row.archivedAt) throw new DomainError("conflict", PREVIEW_ARCHIVED_MESSAGE);
    if (!row.portalEnabled) throw new DomainError("conflict", PREVIEW_PORTAL_OFF_MESSAGE);
    await tx.insert(portalPreviewGrants).values({ businessId: actor.businessId, customerId, staffUserId: actor.userId, tokenHash: hashToken(token), expiresAt, createdAt: now });
    await recordCustomerAudit(tx, actor, "customer.portal_preview_requested", customerId, { expiresAt: expiresAt.toISOString() });
    return row.subdomain;
  });
  return { url: portalUrl(subdomain, `/preview?token=${encodeURIComponent(token)}`), expiresAt: expiresAt.toISOString() };
}
