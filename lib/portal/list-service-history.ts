import "server-only";
import { desc } from "drizzle-orm";
import { jobs } from "@/db/schema";
import { customerJobsQuery, toJobView } from "./job-query";
import type { JobView, PortalScope } from "./types";

/** Service History: every job of the customer, newest first, with before/after photos. */
export async function listServiceHistory(scope: PortalScope): Promise<JobView[]> {
  const rows = await customerJobsQuery(scope, { withPhotos: true }).orderBy(desc(jobs.scheduledDate));
  return rows.map(toJobView);
}
