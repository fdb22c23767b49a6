import "server-only";
import { db } from "@/db/client";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";

/**
 * One admin page opened through support view: `support_view.page_opened` on the viewed
 * business, actor = the superadmin, with the path (query strings left out: they may hold
 * search terms about customers).
 */
export async function recordSupportViewPage(view: { businessId: string; userId: string; sessionId: string }, path: string, ip: string | null): Promise<void> {
  await writeAuditEntry(db, {
    businessId: view.businessId,
    actor: { type: "superadmin", id: view.userId },
    action: "support_view.page_opened",
    target: { type: "business", id: view.businessId },
    meta: { sessionId: view.sessionId, path },
    ip,
  });
}
