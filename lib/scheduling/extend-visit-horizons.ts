import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { jobSeries } from "@/db/schema";
import type { AnyDb } from "./any-db";
import { generateSeriesVisits, horizonEnd, VISIT_HORIZON_DAYS } from "./generate-series-visits";
import { addDays } from "./recurrence/local-date";
import { toWallClock } from "./recurrence/zoned-time";

/**
 * The daily pg-boss task: every active recurring series whose visits stop short of the
 * rolling horizon gets the missing ones. Safe to run any number of times (see
 * generateSeriesVisits). Returns the number of series looked at and visits added.
 */
export async function extendVisitHorizons(db: AnyDb, now: Date = new Date()): Promise<{ series: number; visits: number }> {
  // A cheap prefilter (the horizon by the UTC date plus a day for any zone); the exact local end is per zone.
  const roughEnd = addDays(now.toISOString().slice(0, 10), VISIT_HORIZON_DAYS + 1);
  const candidates = await db
    .select()
    .from(jobSeries)
    .where(
      and(
        eq(jobSeries.status, "active"),
        isNotNull(jobSeries.rrule),
        or(isNull(jobSeries.generatedUntil), lt(jobSeries.generatedUntil, roughEnd)),
      ),
    );
  let visits = 0;
  let touched = 0;
  for (const series of candidates) {
    const today = toWallClock(now, series.timeZone).date;
    // Automatic resume: a pause whose date has come is over (the generator already honours it by date).
    if (series.pausedUntil && series.pausedUntil <= today) {
      await db.update(jobSeries).set({ pausedUntil: null, pausedFrom: null }).where(and(eq(jobSeries.businessId, series.businessId), eq(jobSeries.id, series.id)));
      series.pausedUntil = null;
      series.pausedFrom = null;
    }
    const end = horizonEnd(now, series.timeZone);
    if (series.generatedUntil && series.generatedUntil >= end) continue;
    const from = series.generatedUntil && series.generatedUntil >= today ? addDays(series.generatedUntil, 1) : today;
    visits += await generateSeriesVisits(db, series, from, end);
    touched += 1;
  }
  return { series: touched, visits };
}
