import { and, asc, eq, sql } from "drizzle-orm";
import { jobSeries, jobSeriesAssignees } from "@/db/schema";
import { rowsOf } from "@/lib/webhooks/rows-of";
import type { AnyDb } from "../../foundation/any-db";
import { addDays } from "../recurrence/local-date";
import { parseRrule } from "../recurrence/recurrence";
import { occurrencesBetween } from "../recurrence/occurrences";
import { seasonOf } from "../recurrence/season";
import { fromWallClock, toWallClock } from "../recurrence/zoned-time";
import { isPausedOn } from "./series-status";

/**
 * Visits exist this far ahead of today — or of the series' start, when it starts later (the
 * rolling horizon the worker renews daily).
 */
export const VISIT_HORIZON_DAYS = 56;

export type SeriesForGeneration = Pick<
  typeof jobSeries.$inferSelect,
  "id" | "businessId" | "customerId" | "serviceId" | "startDate" | "startTime" | "durationMinutes" | "timeZone" | "rrule" | "generatedUntil"
> & { pausedUntil?: string | null; pausedFrom?: string | null; seasonStartMonth?: number | null; seasonEndMonth?: number | null };

/**
 * The last local date the horizon covers for a zone at an instant: counted from the later of
 * today and the series' start, so a job booked months ahead has its first weeks of visits from
 * the day it is created (issue 37: a March mowing booked in December showed nothing until February).
 */
export function horizonEnd(now: Date, timeZone: string, startDate?: string): string {
  const today = toWallClock(now, timeZone).date;
  return addDays(startDate && startDate > today ? startDate : today, VISIT_HORIZON_DAYS);
}

/** The visit rows a series owes for the local dates [from, until] (paused dates and months out of season left out). */
export function seriesVisitRows(series: SeriesForGeneration, from: string, until: string, assigneeMemberId: string | null): VisitRow[] {
  const dates = occurrencesBetween(series.rrule ? parseRrule(series.rrule) : null, series.startDate, from, until, seasonOf(series)).filter((date) => !isPausedOn(series, date));
  return dates.map((date) => ({
    businessId: series.businessId,
    customerId: series.customerId,
    serviceId: series.serviceId,
    assigneeMemberId,
    seriesId: series.id,
    occurrenceDate: date,
    scheduledDate: fromWallClock(date, series.startTime, series.timeZone),
    durationMinutes: series.durationMinutes,
    status: "scheduled" as const,
  }));
}

export type VisitRow = {
  businessId: string;
  customerId: string;
  serviceId: string | null;
  assigneeMemberId: string | null;
  seriesId: string;
  occurrenceDate: string;
  scheduledDate: Date;
  durationMinutes: number | null;
  status: "scheduled";
};

/**
 * Inserts visit rows, skipping any occurrence the series already has. Idempotent: the unique
 * (business, series, occurrence_date) index makes a second run insert nothing, and an
 * occurrence that was skipped, moved or completed is never recreated. The rows travel as one
 * JSON parameter (jsonb_to_recordset) rather than nine bind parameters each: building a
 * thousands-of-rows INSERT through the query builder cost more than Postgres storing it, and
 * one parameter never meets the 65,535-parameter limit. Returns how many it added.
 */
export async function insertVisitRows(db: AnyDb, rows: VisitRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const json = JSON.stringify(
    rows.map((r) => ({
      business_id: r.businessId,
      customer_id: r.customerId,
      service_id: r.serviceId,
      assignee_member_id: r.assigneeMemberId,
      series_id: r.seriesId,
      occurrence_date: r.occurrenceDate,
      scheduled_date: r.scheduledDate.toISOString(),
      duration_minutes: r.durationMinutes,
      status: r.status,
    })),
  );
  const [added] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with added as (
        insert into jobs (business_id, customer_id, service_id, assignee_member_id, series_id, occurrence_date, scheduled_date, duration_minutes, status)
        select business_id, customer_id, service_id, assignee_member_id, series_id, occurrence_date, scheduled_date, duration_minutes, status
        from jsonb_to_recordset(${json}::jsonb) as r(
          business_id uuid, customer_id uuid, service_id uuid, assignee_member_id uuid, series_id uuid,
          occurrence_date date, scheduled_date timestamptz, duration_minutes integer, status text)
        on conflict (business_id, series_id, occurrence_date) do nothing
        returning 1
      )
      select count(*)::int as n from added`),
  );
  return Number(added.n);
}

/**
 * Materialises a series' visits for the local dates [from, until]: each occurrence's local
 * date and start time are converted to UTC in the series' zone (DST-safe), assigned to the
 * job's first employee. Idempotent (insertVisitRows). A paused series gets no visit before its
 * `paused_until` date (from its `paused_from` date, when set). Returns how many visits it added.
 */
export async function generateSeriesVisits(db: AnyDb, series: SeriesForGeneration, from: string, until: string): Promise<number> {
  const rows = seriesVisitRows(series, from, until, null);
  let inserted = 0;
  if (rows.length > 0) {
    const [assignee] = await db
      .select({ memberId: jobSeriesAssignees.memberId })
      .from(jobSeriesAssignees)
      .where(and(eq(jobSeriesAssignees.businessId, series.businessId), eq(jobSeriesAssignees.seriesId, series.id)))
      .orderBy(asc(jobSeriesAssignees.position))
      .limit(1);
    inserted = await insertVisitRows(db, rows.map((row) => ({ ...row, assigneeMemberId: assignee?.memberId ?? null })));
  }
  if (!series.generatedUntil || series.generatedUntil < until) {
    await db
      .update(jobSeries)
      .set({ generatedUntil: until })
      .where(and(eq(jobSeries.businessId, series.businessId), eq(jobSeries.id, series.id)));
  }
  return inserted;
}
