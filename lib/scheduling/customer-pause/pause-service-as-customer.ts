import "server-only";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { db } from "@/db/client";
import { jobs, jobSeries } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { CustomerScope } from "@/lib/foundation/scope";
import { formatListDate } from "@/lib/format/dates";
import { notifyBusinessOwner } from "@/lib/notifications/notify-business-owner";
import { CUTOFF_MESSAGE, SELF_SERVICE_CUTOFF_HOURS } from "../self-service/customer-visit-rules";
import { skipVisitsInPause } from "../series/paused-visits";
import { addDays, daysBetween } from "../recurrence/local-date";
import { parseRrule } from "../recurrence/recurrence";
import { occurrencesBetween } from "../recurrence/occurrences";
import { seasonOf } from "../recurrence/season";
import { fromWallClock, toWallClock } from "../recurrence/zoned-time";
import { activePause, seriesHasFuture } from "../series/series-status";
import { MAX_CUSTOMER_PAUSE_DAYS, type CustomerPauseInput } from "./customer-pause-schema";
import { settleOutdatedRescheduleRequests } from "../reschedule-requests/settle-outdated-reschedule-requests";
import { loadCustomerSeriesForUpdate } from "./load-customer-series";

export const PAUSE_OFF_MESSAGE = "Pausing visits online is turned off. Please send us a message instead.";

/**
 * The portal's "Pause from <date> until <date>" for a vacation: a multi-visit skip, so the
 * business's allow_cancellation applies, and the first visit it holds back must be more than
 * the cut-off away. The admin's pause mechanics do the rest: `paused_from` / `paused_until`
 * (the day after the last paused day) keep the generator from creating visits in the window,
 * its scheduled visits are skipped as "paused", and the job resumes by itself afterwards.
 * Audited on the customer (their timeline); the owner is notified.
 */
export async function pauseServiceAsCustomer(scope: CustomerScope, input: CustomerPauseInput, customerName: string, now: Date = new Date()) {
  const result = await db.transaction(async (tx) => {
    const { series, business } = await loadCustomerSeriesForUpdate(tx, scope, input.jobId);
    if (!business.allowCancellation) throw new DomainError("forbidden", PAUSE_OFF_MESSAGE);
    if (!series.rrule) throw new DomainError("conflict", "Only a recurring service can be paused");
    const today = toWallClock(now, series.timeZone).date;
    if (!seriesHasFuture(series, today)) throw new DomainError("conflict", "This service has ended, so it cannot be paused");
    if (activePause(series, today)) throw new DomainError("conflict", "This service is already paused. Resume it first to choose other dates.");
    if (input.from < today) throw new DomainError("invalid", "The pause cannot start in the past", { field: "from" });
    if (input.until < input.from) throw new DomainError("invalid", "The last day of the pause must be on or after its first day", { field: "until" });
    if (daysBetween(input.from, input.until) + 1 > MAX_CUSTOMER_PAUSE_DAYS) {
      throw new DomainError("invalid", `A pause can last at most ${MAX_CUSTOMER_PAUSE_DAYS} days. Please send us a message for a longer break.`, { field: "until" });
    }
    const resumeOn = addDays(input.until, 1);
    const windowStart = fromWallClock(input.from, "00:00", series.timeZone);
    const windowEnd = fromWallClock(resumeOn, "00:00", series.timeZone);
    const [first] = await tx
      .select({ scheduledDate: jobs.scheduledDate })
      .from(jobs)
      .where(
        and(
          eq(jobs.businessId, scope.businessId),
          eq(jobs.seriesId, series.id),
          eq(jobs.status, "scheduled"),
          gte(jobs.scheduledDate, windowStart),
          lt(jobs.scheduledDate, windowEnd),
        ),
      )
      .orderBy(asc(jobs.scheduledDate))
      .limit(1);
    const ruleDates = occurrencesBetween(parseRrule(series.rrule), series.startDate, input.from, input.until, seasonOf(series));
    if (!first && ruleDates.length === 0) throw new DomainError("conflict", "None of this service's visits fall between those dates");
    if (first && first.scheduledDate.getTime() - now.getTime() < SELF_SERVICE_CUTOFF_HOURS * 3_600_000) throw new DomainError("conflict", CUTOFF_MESSAGE);

    await tx
      .update(jobSeries)
      .set({ pausedFrom: input.from, pausedUntil: resumeOn, updatedAt: now })
      .where(and(eq(jobSeries.businessId, scope.businessId), eq(jobSeries.id, series.id)));
    const skipped = await skipVisitsInPause(tx, series, input.from, resumeOn, now);
    await settleOutdatedRescheduleRequests(tx, scope.businessId, { type: "customer", id: scope.customerId }, now);
    const summary = `${series.title}: ${formatListDate(input.from)} – ${formatListDate(input.until)}`;
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: { type: "customer", id: scope.customerId },
      action: "customer.service_paused",
      target: { type: "customer", id: scope.customerId },
      meta: { jobId: series.id, from: input.from, until: input.until, resumeOn, skippedVisits: skipped, summary },
    });
    return { jobId: series.id, pausedFrom: input.from, pausedUntil: resumeOn, skippedVisits: skipped, summary };
  });
  await notifyBusinessOwner(scope, {
    kind: "visit_change",
    title: `${customerName} paused ${result.summary}`,
    body: `${result.skippedVisits} scheduled ${result.skippedVisits === 1 ? "visit is" : "visits are"} skipped; the job resumes by itself on ${formatListDate(result.pausedUntil)}.`,
    link: `/admin/schedule/jobs/${result.jobId}`,
  });
  return { jobId: result.jobId, pausedFrom: result.pausedFrom, pausedUntil: result.pausedUntil, skippedVisits: result.skippedVisits };
}
