import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { jobs, jobSeries, jobSeriesAssignees } from "@/db/schema";
import type { AnyDb } from "../../foundation/any-db";
import { generateSeriesVisits, horizonEnd } from "./generate-series-visits";
import { parseRrule } from "../recurrence/recurrence";
import { occurrencesBetween } from "../recurrence/occurrences";
import { seasonOf } from "../recurrence/season";
import { fromWallClock, toWallClock } from "../recurrence/zoned-time";
import { isPausedOn } from "./series-status";

/**
 * After a series changed: its upcoming visits that were never touched on their own (scheduled,
 * not detached, from `fromDate` on) follow the new values. A visit whose occurrence the new
 * rule still has is updated in place (its id, and so links and API references, survive); one
 * the rule no longer has is deleted; new occurrences are added. Visits that happened, were
 * skipped or were edited individually stay as they are.
 */
export async function regenerateSeriesVisits(db: AnyDb, seriesId: string, businessId: string, now: Date, fromDate?: string) {
  const [series] = await db.select().from(jobSeries).where(and(eq(jobSeries.businessId, businessId), eq(jobSeries.id, seriesId)));
  const today = toWallClock(now, series.timeZone).date;
  const cutoff = fromDate ?? (series.rrule ? today : "0001-01-01");
  const untouched = and(
    eq(jobs.businessId, businessId),
    eq(jobs.seriesId, seriesId),
    eq(jobs.status, "scheduled"),
    eq(jobs.detached, false),
    gte(jobs.occurrenceDate, cutoff),
  );
  const from = series.rrule ? [series.startDate, today, cutoff].sort().at(-1)! : series.startDate;
  const until = series.rrule ? horizonEnd(now, series.timeZone, series.startDate) : series.startDate;
  // A paused series has no visits before its resume date (the paused ones are skipped, not untouched).
  const wanted =
    series.status === "active"
      ? occurrencesBetween(series.rrule ? parseRrule(series.rrule) : null, series.startDate, from, until, seasonOf(series)).filter(
          (date) => !series.rrule || !isPausedOn(series, date),
        )
      : [];
  const existing = await db.select({ id: jobs.id, occurrenceDate: jobs.occurrenceDate }).from(jobs).where(untouched);

  // A one-off whose visit already happened (or was skipped) gets no second one.
  if (!series.rrule && existing.length === 0) {
    const [any] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.businessId, businessId), eq(jobs.seriesId, seriesId))).limit(1);
    if (any) return;
  }
  // A one-off's single visit is the same visit whatever its new date.
  const keep = new Map<string, string>();
  for (const visit of existing) {
    const date = series.rrule ? visit.occurrenceDate : wanted[0];
    if (date && wanted.includes(date) && !keep.has(date)) keep.set(date, visit.id);
  }
  const stale = existing.filter((v) => ![...keep.values()].includes(v.id)).map((v) => v.id);
  if (stale.length > 0) await db.delete(jobs).where(and(eq(jobs.businessId, businessId), inArray(jobs.id, stale)));
  if (keep.size > 0) {
    const [assignee] = await db
      .select({ memberId: jobSeriesAssignees.memberId })
      .from(jobSeriesAssignees)
      .where(and(eq(jobSeriesAssignees.businessId, businessId), eq(jobSeriesAssignees.seriesId, seriesId)))
      .orderBy(asc(jobSeriesAssignees.position))
      .limit(1);
    for (const [date, id] of keep) {
      await db
        .update(jobs)
        .set({
          occurrenceDate: date,
          scheduledDate: fromWallClock(date, series.startTime, series.timeZone),
          durationMinutes: series.durationMinutes,
          customerId: series.customerId,
          serviceId: series.serviceId,
          assigneeMemberId: assignee?.memberId ?? null,
          updatedAt: now,
        })
        .where(and(eq(jobs.businessId, businessId), eq(jobs.id, id)));
    }
  }
  if (wanted.length > 0) await generateSeriesVisits(db, { ...series, generatedUntil: null }, from, until);
}
