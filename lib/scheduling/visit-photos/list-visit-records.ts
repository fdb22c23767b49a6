import "server-only";
import { and, desc, eq, inArray, isNotNull, lte, or, sql, type SQL } from "drizzle-orm";
import { jobs } from "@/db/schema";
import { locatedRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { toVisitView, visitQuery } from "../visits/list-visits";
import { listVisitPhotos } from "./list-visit-photos";
import type { VisitRecord } from "./visit-record-views";

export type VisitRecordFilter = { customerId: string } | { jobId: string } | { visitId: string };

/**
 * Visits of a customer, of a job, or one visit, with their crew's photos and notes, newest
 * first (issue 37: the customer saw them in Service History, the admin nowhere). Visits that
 * happened or were called off — their time has come, or they were started, completed, skipped
 * or cancelled; `documentedOnly` keeps those with a photo or a note. Two queries, business_id
 * in both.
 */
export async function listVisitRecords(
  scope: BusinessScope & { timeZone: string },
  filter: VisitRecordFilter,
  { limit = 10, documentedOnly = false, now = new Date() }: { limit?: number; documentedOnly?: boolean; now?: Date } = {},
): Promise<VisitRecord[]> {
  const conditions: Array<SQL | undefined> = [locatedRowInScope(jobs, scope)];
  if ("customerId" in filter) conditions.push(eq(jobs.customerId, filter.customerId));
  if ("jobId" in filter) conditions.push(eq(jobs.seriesId, filter.jobId));
  if ("visitId" in filter) conditions.push(eq(jobs.id, filter.visitId));
  else conditions.push(or(lte(jobs.scheduledDate, now), inArray(jobs.status, ["in_progress", "completed", "skipped", "cancelled"])));
  if (documentedOnly) {
    conditions.push(
      or(
        isNotNull(jobs.notes),
        isNotNull(jobs.completionNote),
        isNotNull(jobs.skipReason),
        isNotNull(jobs.cancelReason),
        sql`exists (select 1 from job_photos p where p.business_id = ${jobs.businessId} and p.job_id = ${jobs.id})`,
      ),
    );
  }
  const rows = await visitQuery().where(and(...conditions)).orderBy(desc(jobs.scheduledDate), desc(jobs.id)).limit(limit);
  const visits = rows.map((row) => toVisitView(row, scope.timeZone));
  const photos = await listVisitPhotos(scope, visits.map((visit) => visit.id));
  return visits.map((visit) => ({ visit, photos: photos.get(visit.id) ?? [] }));
}
