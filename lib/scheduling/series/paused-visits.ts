import "server-only";
import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobs } from "@/db/schema";
import { fromWallClock } from "../recurrence/zoned-time";

/** The skip reason a pause writes on the visits it holds back (and resume looks for). */
export const PAUSED_REASON = "paused";

type Series = { id: string; businessId: string; timeZone: string };

const ofSeries = (series: Series, ...more: SQL[]) => and(eq(jobs.businessId, series.businessId), eq(jobs.seriesId, series.id), ...more);

/** Visits a pause held back, from the local date `from` on, become scheduled again. Returns how many. */
export async function restorePausedVisits(db: DbOrTx, series: Series, from: string, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: "scheduled", skipReason: null, updatedAt: now })
    .where(ofSeries(series, eq(jobs.status, "skipped"), eq(jobs.skipReason, PAUSED_REASON), gte(jobs.scheduledDate, fromWallClock(from, "00:00", series.timeZone))))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Scheduled visits starting on the local dates [from, until) are skipped with the reason "paused". */
export async function skipVisitsInPause(db: DbOrTx, series: Series, from: string, until: string, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: "skipped", skipReason: PAUSED_REASON, updatedAt: now })
    .where(
      ofSeries(
        series,
        eq(jobs.status, "scheduled"),
        gte(jobs.scheduledDate, fromWallClock(from, "00:00", series.timeZone)),
        lt(jobs.scheduledDate, fromWallClock(until, "00:00", series.timeZone)),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}
