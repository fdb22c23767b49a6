import "server-only";
import { and, asc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { businessMembers, customers, jobs, jobSeries, properties, services, users } from "@/db/schema";
import { locatedRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { toWallClock } from "../recurrence/zoned-time";
import type { VisitView } from "./visit-views";

export type VisitFilter = { from: Date; to: Date; employeeId?: string | null; customerId?: string | null; jobId?: string | null };

/**
 * The business's visits starting in [from, to), in time order, with everything a calendar
 * cell or a crew card shows: one query whatever the number of visits. The address is the
 * job's property, else the customer's own address.
 */
export async function listVisits(scope: BusinessScope & { timeZone: string }, filter: VisitFilter): Promise<VisitView[]> {
  const conditions: SQL[] = [locatedRowInScope(jobs, scope), gte(jobs.scheduledDate, filter.from), lt(jobs.scheduledDate, filter.to)];
  if (filter.employeeId) conditions.push(eq(jobs.assigneeMemberId, filter.employeeId));
  if (filter.customerId) conditions.push(eq(jobs.customerId, filter.customerId));
  if (filter.jobId) conditions.push(eq(jobs.seriesId, filter.jobId));
  const rows = await visitQuery().where(and(...conditions)).orderBy(asc(jobs.scheduledDate), asc(jobs.id));
  return rows.map((row) => toVisitView(row, scope.timeZone));
}

export function visitQuery() {
  return db
    .select({
      id: jobs.id,
      jobId: jobs.seriesId,
      status: jobs.status,
      scheduledDate: jobs.scheduledDate,
      durationMinutes: jobs.durationMinutes,
      title: jobSeries.title,
      customerId: jobs.customerId,
      locationId: jobs.locationId,
      customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
      serviceName: services.name,
      employeeId: jobs.assigneeMemberId,
      employeeName: sql<string | null>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
      propertyAddress: sql<string | null>`nullif(concat_ws(', ', ${properties.address}, ${properties.city}, ${properties.state}), '')`,
      customerAddress: sql<string | null>`nullif(concat_ws(', ', ${customers.address}, ${customers.city}, ${customers.state}), '')`,
      accessNotes: sql<string | null>`nullif(concat_ws(' · ',
        case when ${properties.gateCode} is not null then 'Gate code ' || ${properties.gateCode} end,
        ${properties.pets}, ${properties.hazards}, ${properties.accessNotes}), '')`,
      instructions: jobSeries.instructions,
      notes: jobs.notes,
      skipReason: jobs.skipReason,
      cancelReason: jobs.cancelReason,
      completionNote: jobs.completionNote,
      detached: jobs.detached,
      rrule: jobSeries.rrule,
    })
    .from(jobs)
    .innerJoin(customers, and(eq(customers.businessId, jobs.businessId), eq(customers.id, jobs.customerId)))
    .leftJoin(jobSeries, and(eq(jobSeries.businessId, jobs.businessId), eq(jobSeries.id, jobs.seriesId)))
    .leftJoin(properties, and(eq(properties.businessId, jobSeries.businessId), eq(properties.id, jobSeries.propertyId)))
    .leftJoin(services, and(eq(services.businessId, jobs.businessId), eq(services.id, jobs.serviceId)))
    .leftJoin(businessMembers, and(eq(businessMembers.businessId, jobs.businessId), eq(businessMembers.id, jobs.assigneeMemberId)))
    .leftJoin(users, eq(users.id, businessMembers.userId))
    .$dynamic();
}

type VisitRow = Awaited<ReturnType<typeof visitQuery>>[number];

export function toVisitView(row: VisitRow, timeZone: string): VisitView {
  const local = toWallClock(row.scheduledDate, timeZone);
  return {
    id: row.id,
    jobId: row.jobId,
    status: row.status,
    startsAt: row.scheduledDate.toISOString(),
    localDate: local.date,
    localTime: local.time,
    durationMinutes: row.durationMinutes ?? 60,
    title: row.title ?? row.serviceName ?? "Visit",
    customerId: row.customerId,
    locationId: row.locationId,
    customerName: row.customerName,
    serviceName: row.serviceName,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    address: row.propertyAddress ?? row.customerAddress,
    accessNotes: row.accessNotes,
    instructions: row.instructions,
    notes: row.notes,
    skipReason: row.skipReason,
    cancelReason: row.cancelReason,
    completionNote: row.completionNote,
    detached: row.detached,
    recurring: row.rrule !== null,
  };
}
