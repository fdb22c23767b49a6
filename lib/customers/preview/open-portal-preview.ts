import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { portalPreviewGrants } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { createCustomerSession } from "@/lib/identity/customer/sessions";
import { sessionTokenSchema } from "@/lib/identity/customer/session-token";
import { hashToken } from "@/lib/security/tokens";
import { recordCustomerAudit } from "../record-customer-audit";

export const PREVIEW_LINK_INVALID_MESSAGE = "This preview link has expired or was already used. Open the preview again from the customer's page.";

/**
 * The tenant host's half of "View portal as this customer": spends a grant of this business
 * (one conditional UPDATE: unused, unexpired — so a link works once even when opened twice at
 * the same time) and starts a new preview session for its customer. The customer's own
 * sessions are never touched or reused. Audited as the staff member who viewed.
 */
export async function openPortalPreview(
  scope: { businessId: string },
  token: unknown,
  request: { ip?: string | null; userAgent?: string | null } = {},
  now = new Date(),
): Promise<{ token: string; customerId: string; staffUserId: string }> {
  const parsed = sessionTokenSchema.safeParse(token);
  if (!parsed.success) throw new DomainError("not_found", PREVIEW_LINK_INVALID_MESSAGE);
  const [grant] = await db
    .update(portalPreviewGrants)
    .set({ usedAt: now })
    .where(
      and(
        eq(portalPreviewGrants.tokenHash, hashToken(parsed.data)),
        eq(portalPreviewGrants.businessId, scope.businessId),
        isNull(portalPreviewGrants.usedAt),
        gt(portalPreviewGrants.expiresAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .returning({ id: portalPreviewGrants.id, customerId: portalPreviewGrants.customerId, staffUserId: portalPreviewGrants.staffUserId });
  if (!grant) throw new DomainError("not_found", PREVIEW_LINK_INVALID_MESSAGE);
  const session = await createCustomerSession({
    businessId: scope.businessId,
    customerId: grant.customerId,
    previewByUserId: grant.staffUserId,
    ip: request.ip,
    userAgent: request.userAgent,
    now,
  });
  await recordCustomerAudit(db, { businessId: scope.businessId, userId: grant.staffUserId, actorType: "staff", ip: request.ip }, "customer.portal_preview_opened", grant.customerId, {
    grantId: grant.id,
    sessionId: session.sessionId,
  });
  return { token: session.token, customerId: grant.customerId, staffUserId: grant.staffUserId };
}
