import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { db } from "@/db/client";
import { jobSeries } from "@/db/schema";
import type { CustomerScope } from "@/lib/core/scope";
import { toWallClock } from "../recurrence/zoned-time";
import { activePause, seriesHasFuture } from "../series-status";
import type { CustomerRecurringJobView } from "./customer-recurring-job-views";

/** The customer's recurring jobs still running, with their pause (running or ahead), for the dashboard. One query. */
export async function listCustomerRecurringJobs(scope: CustomerScope, now: Date = new Date()): Promise<CustomerRecurringJobView[]> {
  const rows = await db
    .select()
    .from(jobSeries)
    .where(and(eq(jobSeries.businessId, scope.businessId), eq(jobSeries.customerId, scope.customerId), eq(jobSeries.status, "active"), isNotNull(jobSeries.rrule)))
    .orderBy(asc(jobSeries.createdAt))
    .limit(20);
  return rows.flatMap((series) => {
    const today = toWallClock(now, series.timeZone).date;
    if (!seriesHasFuture(series, today)) return [];
    const resumesOn = activePause(series, today);
    return [{ id: series.id, title: series.title, today, pausedFrom: resumesOn ? (series.pausedFrom ?? null) : null, resumesOn }];
  });
}
