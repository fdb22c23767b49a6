import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { visitRescheduleRequests } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUniqueViolation } from "@/lib/foundation/pg-errors";
import type { CustomerScope } from "@/lib/foundation/scope";
import { formatListDate } from "@/lib/format/dates";
import { formatClockTime } from "@/lib/format/clock-time";
import { notifyBusinessOwner } from "@/lib/notifications/notify-business-owner";
import { loadVisitForCustomerChange } from "./customer-visit-rules";

export const ALREADY_REQUESTED_MESSAGE = "You already asked to move this visit. Please wait for the answer before asking again.";

/**
 * The portal's "Ask to reschedule" (when the business allows rescheduling, until the cut-off):
 * the customer proposes a date and one of the §9 time slots. The request is stored pending
 * (one per visit: a second ask is refused) and the owner is notified; staff accept or decline
 * it from the schedule (reschedule-requests/). The visit itself stays as it is until then.
 */
export async function requestVisitReschedule(
  scope: CustomerScope,
  input: { visitId: string; preferredDate: string; preferredTimeSlot: string; notes: string },
  customerName: string,
  now: Date = new Date(),
) {
  const { visit, timeZone, requestId } = await db
    .transaction(async (tx) => {
      // The visit is locked: two asks at once queue here, and the second finds the first.
      const loaded = await loadVisitForCustomerChange(tx, scope, input.visitId, "reschedule", now);
      const [pending] = await tx
        .select({ id: visitRescheduleRequests.id })
        .from(visitRescheduleRequests)
        .where(
          and(
            eq(visitRescheduleRequests.businessId, scope.businessId),
            eq(visitRescheduleRequests.jobId, loaded.visit.id),
            eq(visitRescheduleRequests.status, "pending"),
          ),
        );
      if (pending) throw new DomainError("conflict", ALREADY_REQUESTED_MESSAGE);
      const [row] = await tx
        .insert(visitRescheduleRequests)
        .values({
          businessId: scope.businessId,
          customerId: scope.customerId,
          jobId: loaded.visit.id,
          visitStartsAt: loaded.visit.scheduledDate,
          preferredDate: input.preferredDate,
          preferredTimeSlot: input.preferredTimeSlot,
          notes: input.notes || null,
          createdAt: now,
        })
        .returning({ id: visitRescheduleRequests.id });
      return { ...loaded, requestId: row.id };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, "visit_reschedule_requests_one_pending_key")) throw new DomainError("conflict", ALREADY_REQUESTED_MESSAGE);
      throw error;
    });
  const when = `${formatListDate(visit.scheduledDate, timeZone)} at ${formatClockTime(visit.scheduledDate, timeZone)}`;
  await notifyBusinessOwner(scope, {
    kind: "visit_change",
    title: `${customerName} asks to move the visit of ${when}`,
    body: [`Preferred: ${formatListDate(input.preferredDate)}, ${input.preferredTimeSlot}`, input.notes].filter(Boolean).join("\n"),
    link: "/admin/schedule#reschedule-requests",
  });
  return { visitId: visit.id, requestId, requested: true as const };
}
