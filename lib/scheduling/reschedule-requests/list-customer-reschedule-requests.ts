import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { db } from "@/db/client";
import { visitRescheduleRequests } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";
import type { CustomerRescheduleRequestView } from "./reschedule-request-views";

/** The customer's latest reschedule request per visit, for the given visits of their own. */
export async function latestRescheduleRequests(scope: CustomerScope, visitIds: string[]): Promise<Map<string, CustomerRescheduleRequestView>> {
  const latest = new Map<string, CustomerRescheduleRequestView>();
  if (visitIds.length === 0) return latest;
  const rows = await db
    .select({
      id: visitRescheduleRequests.id,
      jobId: visitRescheduleRequests.jobId,
      preferredDate: visitRescheduleRequests.preferredDate,
      preferredTimeSlot: visitRescheduleRequests.preferredTimeSlot,
      status: visitRescheduleRequests.status,
      responseMessage: visitRescheduleRequests.responseMessage,
      decidedAt: visitRescheduleRequests.decidedAt,
    })
    .from(visitRescheduleRequests)
    .where(
      and(
        eq(visitRescheduleRequests.businessId, scope.businessId),
        eq(visitRescheduleRequests.customerId, scope.customerId),
        inArray(visitRescheduleRequests.jobId, visitIds),
      ),
    )
    .orderBy(desc(visitRescheduleRequests.createdAt));
  for (const row of rows) {
    if (!latest.has(row.jobId)) latest.set(row.jobId, { ...row, status: row.status as CustomerRescheduleRequestView["status"] });
  }
  return latest;
}
