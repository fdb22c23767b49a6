import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { businesses, jobSeries, jobs, visitRescheduleRequests } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { visitTimeText } from "../reminders/visit-time-text";
import { toWallClock } from "../recurrence/zoned-time";

type Outcome = { status: "accepted" | "declined"; message: string | null };

/** What a pending request became once staff changed its visit some other way. */
function outcomeFor(visit: { status: string; scheduledDate: Date }, preferredDate: string, timeZone: string): Outcome {
  switch (visit.status) {
    case "scheduled":
      // Moved onto the day the customer asked for: that is the request granted.
      if (toWallClock(visit.scheduledDate, timeZone).date === preferredDate) return { status: "accepted", message: null };
      return { status: "declined", message: `We moved this visit to ${visitTimeText(visit.scheduledDate, timeZone)} instead.` };
    case "skipped":
      return { status: "declined", message: "This visit was skipped." };
    case "cancelled":
      return { status: "declined", message: "This visit was cancelled." };
    default:
      return { status: "declined", message: "This visit has already started." };
  }
}

/**
 * Closes the business's pending reschedule requests whose visit staff have since changed
 * another way — moved from the calendar or the job, shifted, skipped, cancelled, paused or
 * started — so the schedule's inbox never offers an Accept that can only be refused, and the
 * customer reads an answer under the visit instead of "waiting" forever. A visit now on the
 * preferred day counts as accepted; anything else is declined with a message saying what
 * happened (the customer was already told of the change itself). `by` is who changed the visit
 * (a customer who skips or pauses answers their own request). Called inside the change's
 * transaction, after it; reads only the (few) pending requests through their partial index.
 * A request whose visit was deleted (a series rewritten from a date) went with it (cascade).
 * Not server-only: it runs in every scheduling write. Returns how many it closed.
 */
export async function settleOutdatedRescheduleRequests(
  tx: DbOrTx,
  businessId: string,
  by: { type: "staff" | "customer"; id: string | null },
  now: Date,
): Promise<number> {
  const pending = await tx
    .select({
      id: visitRescheduleRequests.id,
      jobId: visitRescheduleRequests.jobId,
      askedAt: visitRescheduleRequests.visitStartsAt,
      preferredDate: visitRescheduleRequests.preferredDate,
      visitStatus: jobs.status,
      scheduledDate: jobs.scheduledDate,
      // The visit's own zone, as accepting a request reads the preferred day: its job's, else
      // the business's (a job may keep the zone it was planned in).
      timeZone: sql<string>`coalesce(${jobSeries.timeZone}, ${businesses.timezone})`,
    })
    .from(visitRescheduleRequests)
    .innerJoin(jobs, and(eq(jobs.businessId, visitRescheduleRequests.businessId), eq(jobs.id, visitRescheduleRequests.jobId)))
    .leftJoin(jobSeries, and(eq(jobSeries.businessId, jobs.businessId), eq(jobSeries.id, jobs.seriesId)))
    .innerJoin(businesses, eq(businesses.id, visitRescheduleRequests.businessId))
    .where(and(eq(visitRescheduleRequests.businessId, businessId), eq(visitRescheduleRequests.status, "pending")));
  const outdated = pending.filter((r) => r.visitStatus !== "scheduled" || r.scheduledDate.getTime() !== r.askedAt.getTime());
  for (const request of outdated) {
    const outcome = outcomeFor({ status: request.visitStatus, scheduledDate: request.scheduledDate }, request.preferredDate, request.timeZone);
    await tx
      .update(visitRescheduleRequests)
      .set({ status: outcome.status, responseMessage: outcome.message, decidedBy: by.type === "staff" ? by.id : null, decidedAt: now })
      .where(and(eq(visitRescheduleRequests.businessId, businessId), eq(visitRescheduleRequests.id, request.id)));
    await writeAuditEntry(tx, {
      businessId,
      actor: by,
      action: "visit.reschedule_request_settled",
      target: { type: "visit", id: request.jobId },
      meta: { requestId: request.id, status: outcome.status, visitStatus: request.visitStatus, visitAt: request.scheduledDate.toISOString() },
    });
  }
  return outdated.length;
}
