import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { services } from "@/db/schema";
import { serviceColumns } from "./service-columns";
import type { ServiceView } from "./catalog-views";
import { offeredToCustomerSql, priceForCustomerSql } from "./service-locations-sql";

/**
 * Spec §7 call 17: the business's active, non-archived services, in the order the business set;
 * for a customer, those offered at their location, at that location's price (issue 38).
 */
export async function listAvailableServices(scope: { businessId: string; customerId?: string }): Promise<ServiceView[]> {
  const { customerId } = scope;
  return db
    .select(customerId ? { ...serviceColumns, priceCents: priceForCustomerSql(scope.businessId, customerId) } : serviceColumns)
    .from(services)
    .where(
      and(
        eq(services.businessId, scope.businessId),
        eq(services.active, true),
        isNull(services.archivedAt),
        customerId ? offeredToCustomerSql(scope.businessId, customerId) : undefined,
      ),
    )
    .orderBy(asc(services.sortOrder), asc(services.name), asc(services.id));
}
