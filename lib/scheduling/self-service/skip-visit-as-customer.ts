import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { jobs } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";
import { formatListDate } from "@/lib/format/dates";
import { formatClockTime } from "@/lib/format/clock-time";
import { notifyBusinessOwner } from "@/lib/notifications/notify-business-owner";
import { loadVisitForCustomerChange } from "./customer-visit-rules";
import { settleOutdatedRescheduleRequests } from "../reschedule-requests/settle-outdated-reschedule-requests";

/**
 * The portal's "Skip this visit" (when the business allows cancellation, until the cut-off):
 * the visit becomes skipped with the customer's reason, and the owner is notified.
 */
export async function skipVisitAsCustomer(scope: CustomerScope, input: { visitId: string; reason: string }, customerName: string, now: Date = new Date()) {
  const { visit, timeZone } = await db.transaction(async (tx) => {
    const loaded = await loadVisitForCustomerChange(tx, scope, input.visitId, "skip", now);
    await tx
      .update(jobs)
      .set({ status: "skipped", skipReason: input.reason ? `Skipped by the customer: ${input.reason}` : "Skipped by the customer", updatedAt: now })
      .where(and(eq(jobs.businessId, scope.businessId), eq(jobs.id, loaded.visit.id)));
    // Their own pending request to move this visit is moot now.
    await settleOutdatedRescheduleRequests(tx, scope.businessId, { type: "customer", id: scope.customerId }, now);
    return loaded;
  });
  const when = `${formatListDate(visit.scheduledDate, timeZone)} at ${formatClockTime(visit.scheduledDate, timeZone)}`;
  await notifyBusinessOwner(scope, {
    kind: "visit_change",
    title: `${customerName} skipped the visit of ${when}`,
    body: input.reason || null,
    link: visit.seriesId ? `/admin/schedule/jobs/${visit.seriesId}` : "/admin/schedule",
  });
  return { visitId: visit.id, status: "skipped" as const };
}
