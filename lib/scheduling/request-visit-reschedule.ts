import "server-only";
import { db } from "@/db/client";
import type { CustomerScope } from "@/lib/core/scope";
import { formatListDate } from "@/lib/format/dates";
import { formatClockTime } from "@/lib/format/clock-time";
import { notifyBusinessOwner } from "@/lib/notifications/notify-business-owner";
import { loadVisitForCustomerChange } from "./customer-visit-rules";

/**
 * The portal's "Ask to reschedule" (when the business allows rescheduling, until the cut-off):
 * the customer proposes a date and one of the §9 time slots; the owner is notified and moves
 * the visit from the job's page. The visit itself stays as it is until then.
 */
export async function requestVisitReschedule(
  scope: CustomerScope,
  input: { visitId: string; preferredDate: string; preferredTimeSlot: string; notes: string },
  customerName: string,
  now: Date = new Date(),
) {
  const { visit, timeZone } = await db.transaction((tx) => loadVisitForCustomerChange(tx, scope, input.visitId, "reschedule", now));
  const when = `${formatListDate(visit.scheduledDate, timeZone)} at ${formatClockTime(visit.scheduledDate, timeZone)}`;
  await notifyBusinessOwner(scope, {
    kind: "visit_change",
    title: `${customerName} asks to move the visit of ${when}`,
    body: [`Preferred: ${formatListDate(input.preferredDate)}, ${input.preferredTimeSlot}`, input.notes].filter(Boolean).join("\n"),
    link: visit.seriesId ? `/admin/schedule/jobs/${visit.seriesId}` : "/admin/schedule",
  });
  return { visitId: visit.id, requested: true as const };
}
