import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { auditLog } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { SUPPORT_VIEW_TTL_MS } from "./support-view-cookie";

export type SupportViewPage = { businessId: string; userId: string; sessionId: string; expiresAt: Date };

/**
 * An admin page opened through support view: `support_view.page_opened` on the viewed
 * business, actor = the superadmin, with the path (query strings left out: they may hold
 * search terms about customers). Once per session and path — an open conversation refreshes
 * itself every 2 seconds, and the log should say what was looked at, not how often.
 */
export async function recordSupportViewPage(view: SupportViewPage, path: string, ip: string | null): Promise<void> {
  const startedAt = new Date(view.expiresAt.getTime() - SUPPORT_VIEW_TTL_MS);
  const [seen] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.businessId, view.businessId),
        gte(auditLog.createdAt, startedAt),
        eq(auditLog.action, "support_view.page_opened"),
        sql`${auditLog.meta}->>'sessionId' = ${view.sessionId} and ${auditLog.meta}->>'path' = ${path}`,
      ),
    )
    .limit(1);
  if (seen) return;
  await writeAuditEntry(db, {
    businessId: view.businessId,
    actor: { type: "superadmin", id: view.userId },
    action: "support_view.page_opened",
    target: { type: "business", id: view.businessId },
    meta: { sessionId: view.sessionId, path },
    ip,
  });
}
