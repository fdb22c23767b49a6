import "server-only";
import { and, asc, eq, gte, or } from "drizzle-orm";
import { jobs } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";
import { customerJobsQuery, toJobView } from "../jobs/job-query";
import type { JobView } from "../jobs/job-views";

/** How many upcoming visits the portal lists: the next one and those after it. */
export const UPCOMING_VISITS_SHOWN = 6;

/**
 * The customer's own visits still ahead, soonest first — one under way, then the scheduled
 * ones from now — so the dashboard can offer skip and reschedule on each, not only the next.
 */
export async function listUpcomingCustomerVisits(scope: CustomerScope, limit = UPCOMING_VISITS_SHOWN, now = new Date()): Promise<JobView[]> {
  const rows = await customerJobsQuery(scope, {
    withPhotos: false,
    where: or(eq(jobs.status, "in_progress"), and(eq(jobs.status, "scheduled"), gte(jobs.scheduledDate, now))),
  })
    .orderBy(asc(jobs.status), asc(jobs.scheduledDate))
    .limit(limit);
  return rows.map(toJobView);
}
