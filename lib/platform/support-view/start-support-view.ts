import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, supportViewSessions } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { generateToken, hashToken } from "@/lib/security/tokens";
import type { OperatorActor } from "@/lib/platform/businesses/set-business-suspension";
import { SUPPORT_VIEW_TTL_MS } from "./support-view-cookie";

export type StartedSupportView = { token: string; sessionId: string; expiresAt: Date; companyName: string };

/**
 * Superadmin → business detail → "View as support": a fresh 30-minute, read-only session on one
 * business (only the token's hash is stored). A superadmin has one support view at a time:
 * any other live one of theirs ends here. Suspended businesses may be viewed. Audited on the
 * business (`support_view.started`, and `support_view.ended` for one it replaces).
 */
export async function startSupportView(businessId: string, actor: OperatorActor, now = new Date()): Promise<StartedSupportView> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SUPPORT_VIEW_TTL_MS);
  return db.transaction(async (tx) => {
    const [business] = await tx.select({ companyName: businesses.companyName }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
    if (!business) throw new DomainError("not_found", "Business not found");
    const replaced = await tx
      .update(supportViewSessions)
      .set({ endedAt: now })
      .where(
        and(
          eq(supportViewSessions.superadminUserId, actor.userId),
          isNull(supportViewSessions.endedAt),
          gt(supportViewSessions.expiresAt, sql`${now.toISOString()}::timestamptz`),
        ),
      )
      .returning({ id: supportViewSessions.id, businessId: supportViewSessions.businessId });
    for (const old of replaced) {
      await writeAuditEntry(tx, {
        businessId: old.businessId,
        actor: { type: "superadmin", id: actor.userId },
        action: "support_view.ended",
        target: { type: "business", id: old.businessId },
        meta: { sessionId: old.id, reason: "replaced" },
        ip: actor.ip,
      });
    }
    const [session] = await tx
      .insert(supportViewSessions)
      .values({ businessId, superadminUserId: actor.userId, tokenHash: hashToken(token), startedAt: now, expiresAt })
      .returning({ id: supportViewSessions.id });
    await writeAuditEntry(tx, {
      businessId,
      actor: { type: "superadmin", id: actor.userId },
      action: "support_view.started",
      target: { type: "business", id: businessId },
      meta: { sessionId: session.id, expiresAt: expiresAt.toISOString() },
      ip: actor.ip,
    });
    return { token, sessionId: session.id, expiresAt, companyName: business.companyName };
  });
}
