import "server-only";
import { desc } from "drizzle-orm";
import { jobs } from "@/db/schema";
import { customerJobsQuery, toJobView } from "../jobs/job-query";
import type { JobView } from "../jobs/job-views";
import type { CustomerScope } from "@/lib/foundation/scope";

/** Service History: every job of the customer, newest first, with before/after photos. */
export async function listServiceHistory(scope: CustomerScope): Promise<JobView[]> {
  const rows = await customerJobsQuery(scope, { withPhotos: true }).orderBy(desc(jobs.scheduledDate));
  return rows.map(toJobView);
}
