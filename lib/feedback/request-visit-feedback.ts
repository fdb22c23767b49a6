import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { jobs, services } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { tellCustomer } from "@/lib/notifications/tell-customer";

/**
 * After a visit is completed, its customer is asked for a rating: a bell notification and an
 * email (through the outbox) linking to the portal's /feedback/{visitId}. Called after the
 * completing transaction commits; a failure is logged and never undoes the completion.
 */
export async function requestVisitFeedback(scope: BusinessScope, visitId: string): Promise<void> {
  try {
    const [visit] = await db
      .select({ customerId: jobs.customerId, status: jobs.status, serviceName: services.name })
      .from(jobs)
      .leftJoin(services, and(eq(services.id, jobs.serviceId), eq(services.businessId, jobs.businessId)))
      .where(and(eq(jobs.businessId, scope.businessId), eq(jobs.id, visitId)))
      .limit(1);
    if (!visit || visit.status !== "completed") return;
    const what = visit.serviceName ? `${visit.serviceName} visit` : "visit";
    await tellCustomer(
      { businessId: scope.businessId, customerId: visit.customerId },
      {
        kind: "job_status",
        title: `How was your ${what}?`,
        body: `Your ${what} is complete. Tell us how it went: rate it from 1 to 5 stars and add a comment if you like.`,
        portalPath: `/feedback/${visitId}`,
        linkLabel: "Rate your visit",
      },
    );
  } catch (error) {
    console.error("requestVisitFeedback failed", error);
  }
}
