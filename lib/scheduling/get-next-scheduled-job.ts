import "server-only";
import { and, asc, eq, gte, or } from "drizzle-orm";
import { jobs } from "@/db/schema";
import { customerJobsQuery, toJobView } from "./job-query";
import type { JobView } from "./job-views";
import type { CustomerScope } from "@/lib/core/scope";

/**
 * The dashboard's "next scheduled service", from the customer's real jobs: a visit under
 * way, else the earliest scheduled one still to come. Null when there is none.
 */
export async function getNextScheduledJob(scope: CustomerScope, now = new Date()): Promise<JobView | null> {
  const rows = await customerJobsQuery(scope, {
    withPhotos: false,
    where: or(eq(jobs.status, "in_progress"), and(eq(jobs.status, "scheduled"), gte(jobs.scheduledDate, now))),
  })
    .orderBy(asc(jobs.status), asc(jobs.scheduledDate))
    .limit(1);
  return rows[0] ? toJobView(rows[0]) : null;
}
