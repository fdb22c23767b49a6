import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { jobSeries, jobSeriesAssignees } from "@/db/schema";
import type { AnyDb } from "../../foundation/any-db";
import { horizonEnd, insertVisitRows, seriesVisitRows, VISIT_HORIZON_DAYS } from "./generate-series-visits";
import { addDays } from "../recurrence/local-date";
import { toWallClock } from "../recurrence/zoned-time";

/** Series read per round: bounded memory however many businesses the platform has. */
const SERIES_PER_PAGE = 1_000;
/** Visit rows per INSERT (one JSON parameter each): bounds one statement's size and memory. */
const ROWS_PER_INSERT = 2_000;

type Series = typeof jobSeries.$inferSelect;

/**
 * The daily pg-boss task: every active recurring series whose visits stop short of the
 * rolling horizon gets the missing ones. Safe to run any number of times (insertVisitRows is
 * idempotent). Set-based so it scales to every business on the platform at once: a page of
 * series at a time, their first employees in one query, their visits in a few multi-row
 * inserts and their new horizons in one update per distinct horizon date — a handful of
 * statements per thousand series rather than three per series. Returns the number of series
 * looked at and visits added.
 *
 * `only.businessIds` limits the sweep to those businesses: a test that sweeps at a date months
 * ahead must not resume or extend the demo businesses sharing its database (a whole-platform
 * sweep in 2027 ended the demo's paused job, and the seed's report test read no paused series).
 */
export async function extendVisitHorizons(
  db: AnyDb,
  now: Date = new Date(),
  only: { businessIds?: string[] } = {},
): Promise<{ series: number; visits: number }> {
  // Only the series short of their horizon, judged in SQL by each series' own zone — on a
  // day when every horizon is reached the task reads nothing (a UTC-date prefilter let every
  // series through for a day or two and shipped all of them here to be checked one by one).
  // The horizon counts from the later of today and the series' start (horizonEnd).
  const shortOfHorizon = sql`${jobSeries.generatedUntil} < greatest((${now.toISOString()}::timestamptz at time zone ${jobSeries.timeZone})::date, ${jobSeries.startDate}) + ${VISIT_HORIZON_DAYS}::int`;
  let visits = 0;
  let touched = 0;
  let after: string | null = null;
  for (;;) {
    const page: Series[] = await db
      .select()
      .from(jobSeries)
      .where(
        and(
          eq(jobSeries.status, "active"),
          isNotNull(jobSeries.rrule),
          or(isNull(jobSeries.generatedUntil), shortOfHorizon),
          only.businessIds ? inArray(jobSeries.businessId, only.businessIds) : undefined,
          after ? gt(jobSeries.id, after) : undefined,
        ),
      )
      .orderBy(asc(jobSeries.id))
      .limit(SERIES_PER_PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1].id;
    const result = await extendPage(db, page, now);
    visits += result.visits;
    touched += result.series;
    if (page.length < SERIES_PER_PAGE) break;
  }
  return { series: touched, visits };
}

async function extendPage(db: AnyDb, page: Series[], now: Date): Promise<{ series: number; visits: number }> {
  const due: { series: Series; from: string; end: string }[] = [];
  for (const series of page) {
    const today = toWallClock(now, series.timeZone).date;
    // Automatic resume: a pause whose date has come is over (the generator already honours it by date).
    if (series.pausedUntil && series.pausedUntil <= today) {
      await db.update(jobSeries).set({ pausedUntil: null, pausedFrom: null }).where(and(eq(jobSeries.businessId, series.businessId), eq(jobSeries.id, series.id)));
      series.pausedUntil = null;
      series.pausedFrom = null;
    }
    const end = horizonEnd(now, series.timeZone, series.startDate);
    if (series.generatedUntil && series.generatedUntil >= end) continue;
    const from = series.generatedUntil && series.generatedUntil >= today ? addDays(series.generatedUntil, 1) : series.startDate > today ? series.startDate : today;
    due.push({ series, from, end });
  }
  if (due.length === 0) return { series: 0, visits: 0 };

  const firstAssignee = await firstAssignees(db, due.map((d) => d.series));
  const rows = due.flatMap(({ series, from, end }) => seriesVisitRows(series, from, end, firstAssignee.get(series.id) ?? null));
  let visits = 0;
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) visits += await insertVisitRows(db, rows.slice(i, i + ROWS_PER_INSERT));

  // Series in the same zone share a horizon date: one update per date.
  const byEnd = new Map<string, string[]>();
  for (const { series, end } of due) byEnd.set(end, [...(byEnd.get(end) ?? []), series.id]);
  for (const [end, ids] of byEnd) await db.update(jobSeries).set({ generatedUntil: end }).where(inArray(jobSeries.id, ids));
  return { series: due.length, visits };
}

/** Each series' first employee (lowest position), for a page of series in one query. */
async function firstAssignees(db: AnyDb, series: Series[]): Promise<Map<string, string>> {
  const businessIds = [...new Set(series.map((s) => s.businessId))];
  const rows = await db
    .select({ seriesId: jobSeriesAssignees.seriesId, memberId: jobSeriesAssignees.memberId })
    .from(jobSeriesAssignees)
    // The business first, so the (business_id, series_id, …) index serves it.
    .where(and(inArray(jobSeriesAssignees.businessId, businessIds), inArray(jobSeriesAssignees.seriesId, series.map((s) => s.id))))
    .orderBy(asc(jobSeriesAssignees.seriesId), asc(jobSeriesAssignees.position));
  const first = new Map<string, string>();
  for (const row of rows) if (!first.has(row.seriesId)) first.set(row.seriesId, row.memberId);
  return first;
}
