import { and, asc, eq, inArray, lt, lte, notExists, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { customers, invoiceVisits, jobSeries, jobs, services } from "@/db/schema";
import type { JobStatus } from "@/db/schema/enums";
import { locatedRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { BillableVisit } from "./plan-visit-invoices";

/**
 * Which visits to look at: completed ones (or `statuses`, for a preview of what is still to
 * come), all of them or only some visits or jobs, or those scheduled before an instant.
 */
export type VisitFilter = { visitIds?: readonly string[]; seriesIds?: readonly string[]; scheduledBefore?: Date; statuses?: readonly JobStatus[] };

/**
 * The business's completed visits that are on no invoice yet, oldest first per customer, each
 * valued at its job's price (else its service's, else $0.00 — the reports value visits the
 * same way) and named for its service (else the job's title). Not server-only: the worker runs
 * it (invoicing rules).
 */
export async function findUninvoicedVisits(dbx: DbOrTx, scope: BusinessScope, filter: VisitFilter = {}): Promise<BillableVisit[]> {
  const where: SQL[] = [
    locatedRowInScope(jobs, scope),
    inArray(jobs.status, [...(filter.statuses ?? ["completed"])]),
    notExists(
      dbx
        .select({ one: sql`1` })
        .from(invoiceVisits)
        .where(and(eq(invoiceVisits.businessId, jobs.businessId), eq(invoiceVisits.visitId, jobs.id))),
    ),
  ];
  if (filter.visitIds) where.push(inArray(jobs.id, [...filter.visitIds]));
  if (filter.seriesIds) where.push(inArray(jobs.seriesId, [...filter.seriesIds]));
  if (filter.scheduledBefore) where.push(lt(jobs.scheduledDate, filter.scheduledBefore));
  if ((filter.visitIds && filter.visitIds.length === 0) || (filter.seriesIds && filter.seriesIds.length === 0)) return [];
  const rows = await dbx
    .select({
      visitId: jobs.id,
      customerId: jobs.customerId,
      customerName: sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`,
      seriesId: jobs.seriesId,
      serviceName: sql<string>`coalesce(${services.name}, ${jobSeries.title}, 'Visit')`,
      scheduledDate: jobs.scheduledDate,
      // A visit's own price first (a booked job's first visit, at the list price), then its series', then its service's.
      priceCents: sql<string>`coalesce(${jobs.priceCents}, ${jobSeries.priceCents}, ${services.priceCents}, 0)`,
    })
    .from(jobs)
    .innerJoin(customers, and(eq(customers.businessId, jobs.businessId), eq(customers.id, jobs.customerId)))
    .leftJoin(jobSeries, and(eq(jobSeries.businessId, jobs.businessId), eq(jobSeries.id, jobs.seriesId)))
    .leftJoin(services, and(eq(services.businessId, jobs.businessId), eq(services.id, sql`coalesce(${jobs.serviceId}, ${jobSeries.serviceId})`)))
    .where(and(...where))
    .orderBy(asc(customers.lastName), asc(customers.firstName), asc(jobs.customerId), asc(jobs.scheduledDate), asc(jobs.id));
  return rows.map((row) => ({ ...row, priceCents: Number(row.priceCents) }));
}
