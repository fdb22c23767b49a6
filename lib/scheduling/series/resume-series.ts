import "server-only";
import { and, eq } from "drizzle-orm";
import { db, type DbOrTx } from "@/db/client";
import { jobSeries } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { generateSeriesVisits, horizonEnd } from "./generate-series-visits";
import type { ScheduleActor } from "./pause-series";
import { restorePausedVisits } from "./paused-visits";
import { toWallClock } from "../recurrence/zoned-time";
import { activePause } from "./series-status";

/**
 * Ends a pause today instead of on its date: the visits it held back from today on are
 * scheduled again and the horizon is filled. One transaction, with an audit entry.
 */
export async function resumeSeries(actor: ScheduleActor, jobId: string, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const [series] = await tx
      .select()
      .from(jobSeries)
      .where(and(eq(jobSeries.businessId, actor.businessId), eq(jobSeries.id, jobId)))
      .for("update");
    if (!series) throw new DomainError("not_found", "Job not found");
    const today = toWallClock(now, series.timeZone).date;
    const pausedUntil = activePause(series, today);
    if (!pausedUntil) throw new DomainError("conflict", "This job is not paused");

    const restored = await endPause(tx, series, today, now);
    await writeAuditEntry(tx, {
      businessId: actor.businessId,
      actor: { type: "staff", id: actor.userId },
      action: "job.resumed",
      target: { type: "job", id: series.id },
      meta: { from: pausedUntil, to: null, restoredVisits: restored },
    });
    return { jobId: series.id, restoredVisits: restored };
  });
}

/**
 * The pause ends on the local date `today`: the columns clear, the visits it held back from
 * today on are scheduled again and the horizon is filled. Shared with the portal's "Resume now".
 */
export async function endPause(tx: DbOrTx, series: typeof jobSeries.$inferSelect, today: string, now: Date): Promise<number> {
  await tx
    .update(jobSeries)
    .set({ pausedUntil: null, pausedFrom: null, updatedAt: now })
    .where(and(eq(jobSeries.businessId, series.businessId), eq(jobSeries.id, series.id)));
  const restored = await restorePausedVisits(tx, series, today, now);
  if (series.status === "active") {
    const from = series.startDate > today ? series.startDate : today;
    await generateSeriesVisits(tx, { ...series, pausedUntil: null, pausedFrom: null, generatedUntil: null }, from, horizonEnd(now, series.timeZone, series.startDate));
  }
  return restored;
}
