import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, jobs, services, visitRescheduleRequests } from "@/db/schema";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { fullName } from "@/lib/format/names";
import type { PendingRescheduleRequestView } from "./reschedule-request-views";

/** The schedule's inbox: the business's pending reschedule requests, oldest first (one query). */
export async function listPendingRescheduleRequests(scope: BusinessScope): Promise<PendingRescheduleRequestView[]> {
  const rows = await db
    .select({
      id: visitRescheduleRequests.id,
      jobId: visitRescheduleRequests.jobId,
      seriesId: jobs.seriesId,
      customerId: visitRescheduleRequests.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      serviceName: services.name,
      visitStartsAt: jobs.scheduledDate,
      preferredDate: visitRescheduleRequests.preferredDate,
      preferredTimeSlot: visitRescheduleRequests.preferredTimeSlot,
      notes: visitRescheduleRequests.notes,
      createdAt: visitRescheduleRequests.createdAt,
    })
    .from(visitRescheduleRequests)
    .innerJoin(jobs, and(eq(jobs.businessId, visitRescheduleRequests.businessId), eq(jobs.id, visitRescheduleRequests.jobId)))
    .innerJoin(customers, and(eq(customers.businessId, visitRescheduleRequests.businessId), eq(customers.id, visitRescheduleRequests.customerId)))
    .leftJoin(services, and(eq(services.businessId, jobs.businessId), eq(services.id, jobs.serviceId)))
    .where(and(customerRowInScope(visitRescheduleRequests, scope), eq(visitRescheduleRequests.status, "pending")))
    .orderBy(asc(visitRescheduleRequests.createdAt))
    .limit(200);
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, customerName: fullName(firstName, lastName) }));
}
