import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, jobs, jobSeries, visitRescheduleRequests } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { moveVisit } from "../visits/edit-visit";
import { tellCustomerVisitChanged } from "../visits/tell-customer-visit-changed";
import type { ScheduleActor } from "../series/pause-series";
import { fromWallClock } from "../recurrence/zoned-time";
import { slotStartTime } from "../service-requests/request-for-work";
import { loadPendingRescheduleRequest } from "./load-pending-reschedule-request";

const DEFAULT_DURATION_MINUTES = 60;

/** Why a pending request can no longer be accepted as asked (null: it can). */
function refusal(visit: typeof jobs.$inferSelect, request: typeof visitRescheduleRequests.$inferSelect, target: Date, now: Date): string | null {
  if (visit.status !== "scheduled") return `This visit is ${visit.status.replace("_", " ")} now, so it cannot be moved. Decline the request instead.`;
  if (visit.scheduledDate.getTime() <= now.getTime()) return "This visit is in the past, so it cannot be moved. Decline the request instead.";
  if (visit.scheduledDate.getTime() !== request.visitStartsAt.getTime()) {
    return "This visit was moved after the customer asked. Decline the request with a message, or move the visit from its job.";
  }
  if (target.getTime() <= now.getTime()) return "The customer's preferred date has passed. Decline the request with a message instead.";
  return null;
}

/**
 * "Accept": in one transaction the visit moves to the preferred date at the start of the
 * preferred §9 slot in the job's zone, as "this visit" (moveVisit), the request becomes
 * accepted and the audit entry is written — so a failure leaves neither a moved visit with a
 * pending request nor an accepted request with an unmoved visit. After the commit the customer
 * is told "Your visit has moved". A visit that has since been moved, skipped, cancelled,
 * completed or is past — or a preferred time now past — is refused (409) and the request stays
 * pending for a decline.
 */
export async function acceptRescheduleRequest(actor: ScheduleActor, requestId: string, now: Date = new Date()) {
  const { notice, answer } = await db.transaction(async (tx) => {
    const request = await loadPendingRescheduleRequest(tx, actor, requestId);
    const [visit] = await tx.select().from(jobs).where(and(eq(jobs.businessId, actor.businessId), eq(jobs.id, request.jobId)));
    const [series] = visit.seriesId
      ? await tx
          .select({ timeZone: jobSeries.timeZone, durationMinutes: jobSeries.durationMinutes })
          .from(jobSeries)
          .where(and(eq(jobSeries.businessId, actor.businessId), eq(jobSeries.id, visit.seriesId)))
      : [];
    const timeZone = series?.timeZone ?? (await tx.select({ zone: businesses.timezone }).from(businesses).where(eq(businesses.id, actor.businessId)))[0].zone;
    const time = slotStartTime(request.preferredTimeSlot) ?? "09:00";
    const target = fromWallClock(request.preferredDate, time, timeZone);
    const refused = refusal(visit, request, target, now);
    if (refused) throw new DomainError("conflict", refused);
    const durationMinutes = visit.durationMinutes ?? series?.durationMinutes ?? DEFAULT_DURATION_MINUTES;
    const move = await moveVisit(tx, actor, { visitId: visit.id, scope: "this", date: request.preferredDate, time, durationMinutes, employeeId: null }, now);
    await tx
      .update(visitRescheduleRequests)
      .set({ status: "accepted", decidedBy: actor.userId, decidedAt: now })
      .where(and(eq(visitRescheduleRequests.businessId, actor.businessId), eq(visitRescheduleRequests.id, request.id)));
    await writeAuditEntry(tx, {
      businessId: actor.businessId,
      actor: { type: "staff", id: actor.userId },
      action: "visit.reschedule_accepted",
      target: { type: "visit", id: request.jobId },
      meta: { requestId: request.id, from: visit.scheduledDate.toISOString(), toDate: request.preferredDate, timeSlot: request.preferredTimeSlot },
    });
    return { notice: move.notice, answer: { requestId: request.id, status: "accepted" as const, visitId: request.jobId } };
  });
  if (notice) await tellCustomerVisitChanged(actor, notice.customerId, notice.change, now);
  return answer;
}
