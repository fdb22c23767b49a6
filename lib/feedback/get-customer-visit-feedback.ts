import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businessMembers, jobs, services, users } from "@/db/schema";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { CustomerScope } from "@/lib/foundation/scope";
import { toFeedbackView } from "./feedback-json";
import { visitFeedbackJson } from "./feedback-sql";
import type { CustomerVisitFeedback } from "./feedback-views";

/** The portal's "Rate your visit" page: one of the customer's own visits and its rating; null when it is not theirs. */
export async function getCustomerVisitFeedback(scope: CustomerScope, visitId: string): Promise<CustomerVisitFeedback | null> {
  if (!isUuid(visitId)) return null;
  const [row] = await db
    .select({
      id: jobs.id,
      scheduledDate: jobs.scheduledDate,
      status: jobs.status,
      serviceName: services.name,
      employeeFirstName: users.firstName,
      employeeLastName: users.lastName,
      feedback: visitFeedbackJson(jobs),
    })
    .from(jobs)
    .leftJoin(services, and(eq(services.id, jobs.serviceId), eq(services.businessId, jobs.businessId)))
    .leftJoin(businessMembers, and(eq(businessMembers.id, jobs.assigneeMemberId), eq(businessMembers.businessId, jobs.businessId)))
    .leftJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(jobs.businessId, scope.businessId), eq(jobs.customerId, scope.customerId), eq(jobs.id, visitId)))
    .limit(1);
  if (!row) return null;
  return {
    visit: {
      id: row.id,
      scheduledDate: row.scheduledDate.toISOString(),
      status: row.status,
      serviceName: row.serviceName,
      employee: row.employeeFirstName !== null ? { firstName: row.employeeFirstName, lastName: row.employeeLastName ?? "" } : null,
    },
    feedback: toFeedbackView(row.feedback),
  };
}
