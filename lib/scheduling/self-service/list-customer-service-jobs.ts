import "server-only";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { jobSeries, services } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";
import type { CustomerServiceJobView } from "./customer-service-job-views";
import { describeRecurrence, parseRrule } from "../recurrence/recurrence";
import { toWallClock } from "../recurrence/zoned-time";
import { activePause, seriesHasFuture } from "../series/series-status";

/** More running jobs than any customer has; the list is a page of the portal, not an export. */
const LIMIT = 50;

/**
 * The customer's running recurring jobs for the portal's "My Services" (issue 37: an active
 * weekly job stood beside "You haven't subscribed to any services yet"). One query, scoped by
 * business and customer; each with its service, price per visit and next scheduled visit. A job
 * whose rule has ended is left out (read from the rule, as the dashboard's pause card does).
 */
export async function listCustomerServiceJobs(scope: CustomerScope, now: Date = new Date()): Promise<CustomerServiceJobView[]> {
  const rows = await db
    .select({
      series: jobSeries,
      serviceName: services.name,
      servicePriceCents: services.priceCents,
      nextVisitAt: sql<Date | string | null>`(
        select min(j.scheduled_date) from jobs j
        where j.business_id = ${jobSeries.businessId} and j.series_id = ${jobSeries.id}
          and j.status = 'scheduled' and j.scheduled_date > ${now.toISOString()}::timestamptz
      )`,
    })
    .from(jobSeries)
    .leftJoin(services, and(eq(services.businessId, jobSeries.businessId), eq(services.id, jobSeries.serviceId)))
    .where(
      and(
        eq(jobSeries.businessId, scope.businessId),
        eq(jobSeries.customerId, scope.customerId),
        eq(jobSeries.status, "active"),
        isNotNull(jobSeries.rrule),
      ),
    )
    .orderBy(asc(jobSeries.startDate), asc(jobSeries.createdAt))
    .limit(LIMIT * 4);
  return rows
    .flatMap(({ series, serviceName, servicePriceCents, nextVisitAt }) => {
      const today = toWallClock(now, series.timeZone).date;
      if (!seriesHasFuture(series, today)) return [];
      return [{
        id: series.id,
        serviceId: series.serviceId,
        name: serviceName ?? series.title,
        repeats: describeRecurrence(parseRrule(series.rrule!)),
        pricePerVisitCents: series.priceCents ?? servicePriceCents ?? null,
        startDate: series.startDate,
        nextVisitAt: nextVisitAt === null ? null : new Date(nextVisitAt).toISOString(),
        resumesOn: activePause(series, today),
      }];
    })
    .slice(0, LIMIT);
}
