import "server-only";
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, jobSeries, services } from "@/db/schema";
import type { ListParams, ListSpec } from "@/lib/foundation/list-params";
import { locatedRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";

export const JOB_LIST_SPEC = {
  sorts: ["next", "title", "customer", "created"],
  defaultSort: "next",
  filters: { type: ["recurring", "one_off"] },
} as const satisfies ListSpec<"next" | "title" | "customer" | "created", "type">;

export type JobListRow = {
  id: string;
  title: string;
  customerName: string;
  serviceName: string | null;
  rrule: string | null;
  status: string;
  nextVisitAt: Date | null;
  upcomingVisits: number;
};

/** One page of the business's jobs with their next visit, searchable by title and customer. */
export async function listJobs(scope: BusinessScope, params: ListParams<(typeof JOB_LIST_SPEC.sorts)[number], "type">): Promise<{ rows: JobListRow[]; total: number }> {
  const conditions: SQL[] = [locatedRowInScope(jobSeries, scope)];
  if (params.q) {
    const like = `%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(jobSeries.title, like), ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, like))!);
  }
  if (params.filters.type === "recurring") conditions.push(isNotNull(jobSeries.rrule));
  if (params.filters.type === "one_off") conditions.push(isNull(jobSeries.rrule));
  const next = sql<Date | null>`(select min(v.scheduled_date) from jobs v where v.business_id = ${jobSeries.businessId}
      and v.series_id = ${jobSeries.id} and v.status in ('scheduled', 'in_progress') and v.scheduled_date >= now() - interval '1 day')`;
  const upcoming = sql<number>`(select count(*)::int from jobs v where v.business_id = ${jobSeries.businessId}
      and v.series_id = ${jobSeries.id} and v.status = 'scheduled' and v.scheduled_date >= now())`;
  const direction = params.dir === "desc" ? desc : asc;
  const order = {
    next: [sql`${next} ${sql.raw(params.dir === "desc" ? "desc" : "asc")} nulls last`],
    title: [direction(jobSeries.title)],
    customer: [direction(customers.lastName), direction(customers.firstName)],
    created: [direction(jobSeries.createdAt)],
  }[params.sort];
  const rows = await db
    .select({
      id: jobSeries.id,
      title: jobSeries.title,
      customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
      serviceName: services.name,
      rrule: jobSeries.rrule,
      status: jobSeries.status,
      nextVisitAt: next,
      upcomingVisits: upcoming,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(jobSeries)
    .innerJoin(customers, and(eq(customers.businessId, jobSeries.businessId), eq(customers.id, jobSeries.customerId)))
    .leftJoin(services, and(eq(services.businessId, jobSeries.businessId), eq(services.id, jobSeries.serviceId)))
    .where(and(...conditions))
    .orderBy(...order, asc(jobSeries.id))
    .limit(params.pageSize)
    .offset(params.offset);
  return {
    rows: rows.map(({ total: _total, nextVisitAt, ...row }) => ({ ...row, nextVisitAt: nextVisitAt ? new Date(nextVisitAt) : null })),
    total: rows[0]?.total ?? 0,
  };
}
