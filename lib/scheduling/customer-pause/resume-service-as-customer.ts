import "server-only";
import { db } from "@/db/client";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { CustomerScope } from "@/lib/foundation/scope";
import { notifyBusinessOwner } from "@/lib/notifications/notify-business-owner";
import { toWallClock } from "../recurrence/zoned-time";
import { endPause } from "../series/resume-series";
import { activePause } from "../series/series-status";
import { loadCustomerSeriesForUpdate } from "./load-customer-series";

/**
 * The portal's "Resume now": the customer ends their service's pause (running or ahead)
 * early — the admin's resume mechanics (endPause). Audited on the customer; the owner is notified.
 */
export async function resumeServiceAsCustomer(scope: CustomerScope, jobId: string, customerName: string, now: Date = new Date()) {
  const result = await db.transaction(async (tx) => {
    const { series } = await loadCustomerSeriesForUpdate(tx, scope, jobId);
    const today = toWallClock(now, series.timeZone).date;
    const pausedUntil = activePause(series, today);
    if (!pausedUntil) throw new DomainError("conflict", "This service is not paused");
    const restored = await endPause(tx, series, today, now);
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: { type: "customer", id: scope.customerId },
      action: "customer.service_resumed",
      target: { type: "customer", id: scope.customerId },
      meta: { jobId: series.id, pausedFrom: series.pausedFrom, pausedUntil, restoredVisits: restored, summary: series.title },
    });
    return { jobId: series.id, title: series.title, restoredVisits: restored };
  });
  await notifyBusinessOwner(scope, {
    kind: "visit_change",
    title: `${customerName} resumed ${result.title}`,
    body: `${result.restoredVisits} paused ${result.restoredVisits === 1 ? "visit is" : "visits are"} scheduled again.`,
    link: `/admin/schedule/jobs/${result.jobId}`,
  });
  return { jobId: result.jobId, restoredVisits: result.restoredVisits };
}
