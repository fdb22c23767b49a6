import "server-only";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, serviceRequests, services } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { businessServiceRequestColumns } from "./service-request-columns";
import type { BusinessServiceRequestView } from "./service-request-views";

function joined(where: SQL | undefined) {
  return db
    .select(businessServiceRequestColumns)
    .from(serviceRequests)
    .innerJoin(customers, and(eq(customers.businessId, serviceRequests.businessId), eq(customers.id, serviceRequests.customerId)))
    .leftJoin(services, and(eq(services.businessId, serviceRequests.businessId), eq(services.id, serviceRequests.serviceId)))
    .where(where);
}

/**
 * The admin inbox: one page (offset) of the business's requests, pending first then newest,
 * optionally one status only, with the total for the pager. Two queries whatever the size.
 */
export async function listBusinessServiceRequests(
  scope: BusinessScope,
  options: { status?: string; offset: number; limit: number },
): Promise<{ rows: BusinessServiceRequestView[]; total: number }> {
  const where = and(customerRowInScope(serviceRequests, scope), options.status ? eq(serviceRequests.status, options.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    joined(where)
      .orderBy(desc(eq(serviceRequests.status, "pending")), desc(serviceRequests.createdAt), desc(serviceRequests.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(serviceRequests).where(where),
  ]);
  return { rows, total };
}

/**
 * A keyset page for the REST API, newest first. `after` is the last row's [id]; its exact
 * (microsecond) created_at is read back in the same statement, so rows created within one
 * millisecond are neither skipped nor repeated. `limit + 1` rows come back.
 */
export async function listServiceRequestsPage(
  scope: BusinessScope,
  options: { limit: number; after: ReadonlyArray<string | number | null> | null; status?: string },
): Promise<BusinessServiceRequestView[]> {
  const conditions: Array<SQL | undefined> = [customerRowInScope(serviceRequests, scope)];
  if (options.status) conditions.push(eq(serviceRequests.status, options.status));
  if (options.after) {
    const [id] = options.after;
    if (typeof id !== "string" || !isUuid(id)) throw new DomainError("invalid", "cursor is not valid");
    conditions.push(sql`(${serviceRequests.createdAt}, ${serviceRequests.id}) < (
      select c.created_at, c.id from service_requests c where c.business_id = ${scope.businessId}::uuid and c.id = ${id}::uuid)`);
  }
  return joined(and(...conditions))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(options.limit + 1);
}

/** One request of the business as the REST API answers it after a change, or null. */
export async function getBusinessServiceRequest(scope: BusinessScope, requestId: string): Promise<BusinessServiceRequestView | null> {
  const [row] = await joined(and(customerRowInScope(serviceRequests, scope), eq(serviceRequests.id, requestId))).limit(1);
  return row ?? null;
}
