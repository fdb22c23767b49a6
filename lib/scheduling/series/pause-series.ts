import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { jobSeries } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { generateSeriesVisits, horizonEnd } from "./generate-series-visits";
import type { PauseJobInput } from "../jobs/job-schema";
import { restorePausedVisits, skipVisitsInPause } from "./paused-visits";
import { settleOutdatedRescheduleRequests } from "../reschedule-requests/settle-outdated-reschedule-requests";
import { addDays } from "../recurrence/local-date";
import { toWallClock } from "../recurrence/zoned-time";
import { seriesHasFuture } from "./series-status";

/** The longest pause: a season off is fine, a pause that never ends is an ended job. */
export const MAX_PAUSE_DAYS = 366;

export type ScheduleActor = BusinessScope & { userId: string };

/**
 * Pauses a recurring job from today until a local date, when it resumes by itself: its visits
 * from today up to the day before are skipped with the reason "paused" and no new visit is
 * generated in that window. Pausing again moves the resume date (visits the old pause held
 * back after the new date come back). One transaction, with an audit entry.
 */
export async function pauseSeries(actor: ScheduleActor, input: PauseJobInput, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const [series] = await tx
      .select()
      .from(jobSeries)
      .where(and(eq(jobSeries.businessId, actor.businessId), eq(jobSeries.id, input.jobId)))
      .for("update");
    if (!series) throw new DomainError("not_found", "Job not found");
    if (!series.rrule) throw new DomainError("conflict", "Only a recurring job can be paused");
    const today = toWallClock(now, series.timeZone).date;
    if (!seriesHasFuture(series, today)) throw new DomainError("conflict", "This job has ended, so it cannot be paused");
    if (input.until <= today) throw new DomainError("invalid", "The resume date must be after today", { field: "until" });
    if (input.until > addDays(today, MAX_PAUSE_DAYS)) throw new DomainError("invalid", "A pause can last at most a year", { field: "until" });

    await tx
      .update(jobSeries)
      .set({ pausedUntil: input.until, pausedFrom: null, updatedAt: now })
      .where(and(eq(jobSeries.businessId, actor.businessId), eq(jobSeries.id, series.id)));
    const restored = await restorePausedVisits(tx, series, input.until, now);
    const skipped = await skipVisitsInPause(tx, series, today, input.until, now);
    const end = horizonEnd(now, series.timeZone, series.startDate);
    const from = series.startDate > today ? series.startDate : today;
    await generateSeriesVisits(tx, { ...series, pausedUntil: input.until, pausedFrom: null, generatedUntil: null }, from, end);
    await writeAuditEntry(tx, {
      businessId: actor.businessId,
      actor: { type: "staff", id: actor.userId },
      action: "job.paused",
      target: { type: "job", id: series.id },
      meta: { from: series.pausedUntil, to: input.until, skippedVisits: skipped, restoredVisits: restored },
    });
    await settleOutdatedRescheduleRequests(tx, actor.businessId, { type: "staff", id: actor.userId }, now);
    return { jobId: series.id, pausedUntil: input.until, skippedVisits: skipped };
  });
}
