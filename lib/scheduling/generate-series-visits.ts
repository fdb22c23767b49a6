import { and, asc, eq } from "drizzle-orm";
import { jobs, jobSeries, jobSeriesAssignees } from "@/db/schema";
import type { AnyDb } from "./any-db";
import { addDays } from "./recurrence/local-date";
import { occurrencesBetween, parseRrule } from "./recurrence/recurrence";
import { fromWallClock, toWallClock } from "./recurrence/zoned-time";
import { isPausedOn } from "./series-status";

/** Visits exist this far ahead of today (the rolling horizon the worker renews daily). */
export const VISIT_HORIZON_DAYS = 56;

export type SeriesForGeneration = Pick<
  typeof jobSeries.$inferSelect,
  "id" | "businessId" | "customerId" | "serviceId" | "startDate" | "startTime" | "durationMinutes" | "timeZone" | "rrule" | "generatedUntil"
> & { pausedUntil?: string | null; pausedFrom?: string | null };

/** The last local date the horizon covers for a zone at an instant. */
export function horizonEnd(now: Date, timeZone: string): string {
  return addDays(toWallClock(now, timeZone).date, VISIT_HORIZON_DAYS);
}

/**
 * Materialises a series' visits for the local dates [from, until]: each occurrence's local
 * date and start time are converted to UTC in the series' zone (DST-safe). Idempotent: the
 * unique (series, occurrence_date) index makes a second run insert nothing, and an occurrence
 * that was skipped, moved or completed is never recreated. A paused series gets no visit
 * before its `paused_until` date (from its `paused_from` date, when set). Returns how many visits it added.
 */
export async function generateSeriesVisits(db: AnyDb, series: SeriesForGeneration, from: string, until: string): Promise<number> {
  const dates = occurrencesBetween(series.rrule ? parseRrule(series.rrule) : null, series.startDate, from, until).filter(
    (date) => !isPausedOn(series, date),
  );
  let inserted = 0;
  if (dates.length > 0) {
    const [assignee] = await db
      .select({ memberId: jobSeriesAssignees.memberId })
      .from(jobSeriesAssignees)
      .where(and(eq(jobSeriesAssignees.businessId, series.businessId), eq(jobSeriesAssignees.seriesId, series.id)))
      .orderBy(asc(jobSeriesAssignees.position))
      .limit(1);
    const rows = await db
      .insert(jobs)
      .values(
        dates.map((date) => ({
          businessId: series.businessId,
          customerId: series.customerId,
          serviceId: series.serviceId,
          assigneeMemberId: assignee?.memberId ?? null,
          seriesId: series.id,
          occurrenceDate: date,
          scheduledDate: fromWallClock(date, series.startTime, series.timeZone),
          durationMinutes: series.durationMinutes,
          status: "scheduled",
        })),
      )
      .onConflictDoNothing({ target: [jobs.businessId, jobs.seriesId, jobs.occurrenceDate] })
      .returning({ id: jobs.id });
    inserted = rows.length;
  }
  if (!series.generatedUntil || series.generatedUntil < until) {
    await db
      .update(jobSeries)
      .set({ generatedUntil: until })
      .where(and(eq(jobSeries.businessId, series.businessId), eq(jobSeries.id, series.id)));
  }
  return inserted;
}
