import { and, between, eq, isNotNull, sql } from "drizzle-orm";
import type { BusinessScope } from "@/lib/foundation/scope";
import { locatedRowInScope } from "@/lib/locations/location-scope-sql";
import { customers, jobs, jobSeries } from "@/db/schema";
import type { AnyDb } from "../../foundation/any-db";
import { addDays } from "../recurrence/local-date";
import { occurrencesBetween } from "../recurrence/occurrences";
import { parseRrule } from "../recurrence/recurrence";
import { seasonOf } from "../recurrence/season";
import { fromWallClock } from "../recurrence/zoned-time";
import { isPausedOn } from "./series-status";

/**
 * A visit the month view shows past the horizon: computed from its series' rule, not stored.
 * It becomes a real visit when someone opens or moves it (materialising it is what remains of
 * issue 37 item 7, see docs/decisions/recurrence-library.md).
 */
export type ProjectedVisit = {
  seriesId: string;
  title: string;
  customerId: string;
  customerName: string;
  occurrenceDate: string;
  startsAt: Date;
  durationMinutes: number;
  projected: true;
};

type SeriesRow = typeof jobSeries.$inferSelect;

/**
 * A series' coming visits in the local dates [from, to] that are not stored yet: after its
 * generated horizon, inside its season, not paused. Stored visits (up to `generated_until`)
 * are never projected again, so a date is shown once, real or projected.
 */
export function projectSeriesVisits(series: SeriesRow, from: string, to: string, customerName = ""): ProjectedVisit[] {
  if (series.status !== "active" || !series.rrule) return [];
  const afterStored = series.generatedUntil ? addDays(series.generatedUntil, 1) : series.startDate;
  const lower = afterStored > from ? afterStored : from;
  if (lower > to) return [];
  return occurrencesBetween(parseRrule(series.rrule), series.startDate, lower, to, seasonOf(series))
    .filter((date) => !isPausedOn(series, date))
    .map((date) => ({
      seriesId: series.id,
      title: series.title,
      customerId: series.customerId,
      customerName,
      occurrenceDate: date,
      startsAt: fromWallClock(date, series.startTime, series.timeZone),
      durationMinutes: series.durationMinutes,
      projected: true as const,
    }));
}

/**
 * Every active recurring series' projected visits of one business in [from, to], in time order.
 * An occurrence already stored past the horizon (one opened from the month view) is left out.
 */
export async function listProjectedVisits(db: AnyDb, scope: BusinessScope, from: string, to: string): Promise<ProjectedVisit[]> {
  const { businessId } = scope;
  const rows = await db
    .select({ series: jobSeries, customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})` })
    .from(jobSeries)
    .innerJoin(customers, and(eq(customers.businessId, jobSeries.businessId), eq(customers.id, jobSeries.customerId)))
    .where(and(locatedRowInScope(jobSeries, scope), eq(jobSeries.status, "active"), isNotNull(jobSeries.rrule)));
  const projected = rows.flatMap((r) => projectSeriesVisits(r.series, from, to, r.customerName));
  if (projected.length === 0) return [];
  const stored = await db
    .select({ seriesId: jobs.seriesId, occurrenceDate: jobs.occurrenceDate })
    .from(jobs)
    .where(and(eq(jobs.businessId, businessId), isNotNull(jobs.seriesId), between(jobs.occurrenceDate, from, to)));
  const taken = new Set(stored.map((v) => `${v.seriesId}/${v.occurrenceDate}`));
  return projected.filter((v) => !taken.has(`${v.seriesId}/${v.occurrenceDate}`)).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
