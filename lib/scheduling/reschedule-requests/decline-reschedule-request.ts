import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { jobs, visitRescheduleRequests } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { ScheduleActor } from "../series/pause-series";
import { tellCustomerVisitChanged } from "../visits/tell-customer-visit-changed";
import type { DeclineRescheduleRequestInput } from "./reschedule-request-schema";
import { loadPendingRescheduleRequest } from "./load-pending-reschedule-request";

/**
 * "Decline with a message": the request becomes declined with the message (audit entry in the
 * same transaction); the visit stays where it is. After the commit the customer is told, with
 * the message, in the portal bell and by email.
 */
export async function declineRescheduleRequest(actor: ScheduleActor, input: DeclineRescheduleRequestInput, now: Date = new Date()) {
  const { request, visitAt } = await db.transaction(async (tx) => {
    const request = await loadPendingRescheduleRequest(tx, actor, input.requestId);
    await tx
      .update(visitRescheduleRequests)
      .set({ status: "declined", responseMessage: input.message, decidedBy: actor.userId, decidedAt: now })
      .where(and(eq(visitRescheduleRequests.businessId, actor.businessId), eq(visitRescheduleRequests.id, request.id)));
    const [visit] = await tx
      .select({ scheduledDate: jobs.scheduledDate })
      .from(jobs)
      .where(and(eq(jobs.businessId, actor.businessId), eq(jobs.id, request.jobId)));
    await writeAuditEntry(tx, {
      businessId: actor.businessId,
      actor: { type: "staff", id: actor.userId },
      action: "visit.reschedule_declined",
      target: { type: "visit", id: request.jobId },
      meta: { requestId: request.id, preferredDate: request.preferredDate, timeSlot: request.preferredTimeSlot },
    });
    return { request, visitAt: visit.scheduledDate };
  });
  await tellCustomerVisitChanged(actor, request.customerId, { kind: "reschedule_declined", at: visitAt, message: input.message }, now);
  return { requestId: request.id, status: "declined" as const };
}
