import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { supportViewSessions } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { OperatorActor } from "@/lib/platform/businesses/set-business-suspension";
import { hashToken } from "@/lib/security/tokens";

/**
 * "Exit support view": ends the superadmin's own session named by the cookie's token and
 * writes `support_view.ended` on the business. An unknown, foreign or already ended token
 * changes nothing (null). A session that had already expired is still closed and recorded.
 */
export async function endSupportView(token: string, actor: OperatorActor, now = new Date()): Promise<{ businessId: string } | null> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(supportViewSessions)
      .set({ endedAt: now })
      .where(and(eq(supportViewSessions.tokenHash, hashToken(token)), eq(supportViewSessions.superadminUserId, actor.userId), isNull(supportViewSessions.endedAt)))
      .returning({ id: supportViewSessions.id, businessId: supportViewSessions.businessId, expiresAt: supportViewSessions.expiresAt });
    if (!ended) return null;
    await writeAuditEntry(tx, {
      businessId: ended.businessId,
      actor: { type: "superadmin", id: actor.userId },
      action: "support_view.ended",
      target: { type: "business", id: ended.businessId },
      meta: { sessionId: ended.id, reason: ended.expiresAt <= now ? "expired" : "exited" },
      ip: actor.ip,
    });
    return { businessId: ended.businessId };
  });
}
