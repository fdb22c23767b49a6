import "server-only";
import { and, asc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { jobSeries } from "@/db/schema";
import { locatedRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";

export type JobSeriesWithAssignees = typeof jobSeries.$inferSelect & { employeeIds: string[] };

const assigneeIds = sql<string[]>`coalesce((select array_agg(a.member_id order by a.position) from job_series_assignees a
  where a.business_id = ${jobSeries.businessId} and a.series_id = ${jobSeries.id}), '{}'::uuid[])`;

/** Keyset page of the business's jobs in creation order (API v1), with their assignees. */
export async function listJobSeriesPage(
  scope: BusinessScope,
  { limit, after, customerId }: { limit: number; after: { createdAt: string; id: string } | null; customerId?: string },
): Promise<JobSeriesWithAssignees[]> {
  const conditions: SQL[] = [locatedRowInScope(jobSeries, scope)];
  if (customerId) conditions.push(eq(jobSeries.customerId, customerId));
  if (after) {
    const at = new Date(after.createdAt);
    conditions.push(or(gt(jobSeries.createdAt, at), and(eq(jobSeries.createdAt, at), gt(jobSeries.id, after.id)))!);
  }
  const rows = await db
    .select({ series: jobSeries, employeeIds: assigneeIds })
    .from(jobSeries)
    .where(and(...conditions))
    .orderBy(asc(jobSeries.createdAt), asc(jobSeries.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.series, employeeIds: r.employeeIds }));
}

/** One job of the business with its assignees, or null. */
export async function findJobSeries(scope: BusinessScope, jobId: string): Promise<JobSeriesWithAssignees | null> {
  const [row] = await db
    .select({ series: jobSeries, employeeIds: assigneeIds })
    .from(jobSeries)
    .where(and(locatedRowInScope(jobSeries, scope), eq(jobSeries.id, jobId)));
  return row ? { ...row.series, employeeIds: row.employeeIds } : null;
}
