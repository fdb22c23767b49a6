import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { businessMembers, customers, jobSeries, jobSeriesAssignees, properties, services, users } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { locatedRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { listVisits } from "../visits/list-visits";
import { parseRrule, type Recurrence } from "../recurrence/recurrence";
import { seasonOf, type Season } from "../recurrence/season";
import { toWallClock } from "../recurrence/zoned-time";
import { activePause, seriesHasFuture } from "../series/series-status";
import type { VisitView } from "../visits/visit-views";

export type JobDetail = {
  id: string;
  title: string;
  customerId: string;
  customerName: string;
  propertyId: string | null;
  propertyAddress: string | null;
  serviceId: string | null;
  serviceName: string | null;
  instructions: string | null;
  startDate: string;
  startTime: string;
  durationMinutes: number;
  timeZone: string;
  recurrence: Recurrence | null;
  season: Season | null;
  priceCents: number | null;
  status: string;
  generatedUntil: string | null;
  /** The date a paused job resumes on (null when it is not paused today). */
  pausedUntil: string | null;
  /** A pause that starts later (a customer's vacation): its first day; null when it runs from today. */
  pausedFrom: string | null;
  /** A recurring job with an occurrence today or later (it can be paused). */
  hasFuture: boolean;
  employees: Array<{ id: string; name: string }>;
  visits: VisitView[];
};

/** A job of the business with its assignees and every visit it has (past and upcoming). */
export async function getJobDetail(scope: BusinessScope, jobId: string, now: Date = new Date()): Promise<JobDetail> {
  const [row] = await db
    .select({
      series: jobSeries,
      customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
      serviceName: services.name,
      propertyAddress: sql<string | null>`nullif(concat_ws(', ', ${properties.address}, ${properties.city}, ${properties.state}), '')`,
    })
    .from(jobSeries)
    .innerJoin(customers, and(eq(customers.businessId, jobSeries.businessId), eq(customers.id, jobSeries.customerId)))
    .leftJoin(services, and(eq(services.businessId, jobSeries.businessId), eq(services.id, jobSeries.serviceId)))
    .leftJoin(properties, and(eq(properties.businessId, jobSeries.businessId), eq(properties.id, jobSeries.propertyId)))
    .where(and(locatedRowInScope(jobSeries, scope), eq(jobSeries.id, jobId)));
  if (!row) throw new DomainError("not_found", "Job not found");
  const s = row.series;
  const today = toWallClock(now, s.timeZone).date;
  const [employees, visits] = await Promise.all([
    db
      .select({ id: jobSeriesAssignees.memberId, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
      .from(jobSeriesAssignees)
      .innerJoin(businessMembers, and(eq(businessMembers.businessId, jobSeriesAssignees.businessId), eq(businessMembers.id, jobSeriesAssignees.memberId)))
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(and(eq(jobSeriesAssignees.businessId, scope.businessId), eq(jobSeriesAssignees.seriesId, s.id)))
      .orderBy(asc(jobSeriesAssignees.position)),
    listVisits({ businessId: scope.businessId, timeZone: s.timeZone }, { from: new Date(0), to: new Date("9999-12-31"), jobId: s.id }),
  ]);
  return {
    id: s.id,
    title: s.title,
    customerId: s.customerId,
    customerName: row.customerName,
    propertyId: s.propertyId,
    propertyAddress: row.propertyAddress,
    serviceId: s.serviceId,
    serviceName: row.serviceName,
    instructions: s.instructions,
    startDate: s.startDate,
    startTime: s.startTime,
    durationMinutes: s.durationMinutes,
    timeZone: s.timeZone,
    recurrence: s.rrule ? parseRrule(s.rrule) : null,
    season: seasonOf(s),
    priceCents: s.priceCents,
    status: s.status,
    generatedUntil: s.generatedUntil,
    pausedUntil: activePause(s, today),
    pausedFrom: activePause(s, today) && s.pausedFrom && s.pausedFrom > today ? s.pausedFrom : null,
    hasFuture: seriesHasFuture(s, today),
    employees,
    visits,
  };
}
