import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { db } from "@/db/client";
import { jobSeries } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";
import { toWallClock } from "../recurrence/zoned-time";
import { activePause, seriesHasFuture } from "../series/series-status";
import type { CustomerRecurringJobView } from "./customer-recurring-job-views";

/** The dashboard shows at most this many of a customer's running recurring jobs. */
const SHOWN = 20;

/**
 * The customer's recurring jobs still running, with their pause (running or ahead), for the
 * dashboard. One query. Whether a job has ended is read from its rule here, not in SQL, so the
 * query takes every active job (bounded generously) and the limit applies after: ended jobs
 * listed first must not crowd out running ones.
 */
export async function listCustomerRecurringJobs(scope: CustomerScope, now: Date = new Date()): Promise<CustomerRecurringJobView[]> {
  const rows = await db
    .select()
    .from(jobSeries)
    .where(and(eq(jobSeries.businessId, scope.businessId), eq(jobSeries.customerId, scope.customerId), eq(jobSeries.status, "active"), isNotNull(jobSeries.rrule)))
    .orderBy(asc(jobSeries.createdAt))
    .limit(SHOWN * 10);
  const running = rows.flatMap((series) => {
    const today = toWallClock(now, series.timeZone).date;
    if (!seriesHasFuture(series, today)) return [];
    const resumesOn = activePause(series, today);
    return [{ id: series.id, title: series.title, today, pausedFrom: resumesOn ? (series.pausedFrom ?? null) : null, resumesOn }];
  });
  return running.slice(0, SHOWN);
}
