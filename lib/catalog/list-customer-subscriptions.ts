import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import { db } from "@/db/client";
import { customerServices, services } from "@/db/schema";
import { serviceColumns } from "./service-columns";
import type { CustomerScope } from "@/lib/foundation/scope";
import type { SubscriptionView } from "./catalog-views";

/** Spec §7 call 18: the customer's subscriptions (cancelled ones are history, not "My Services"). */
export async function listCustomerSubscriptions(scope: CustomerScope): Promise<SubscriptionView[]> {
  const rows = await db
    .select({
      id: customerServices.id,
      serviceId: customerServices.serviceId,
      status: customerServices.status,
      frequency: customerServices.frequency,
      startDate: customerServices.startDate,
      service: serviceColumns,
    })
    .from(customerServices)
    .innerJoin(services, and(eq(services.id, customerServices.serviceId), eq(services.businessId, customerServices.businessId)))
    .where(
      and(
        eq(customerServices.businessId, scope.businessId),
        eq(customerServices.customerId, scope.customerId),
        ne(customerServices.status, "cancelled"),
      ),
    )
    .orderBy(desc(customerServices.createdAt));
  return rows.map((row) => ({ ...row, serviceName: row.service.name }));
}
