import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { services } from "@/db/schema";
import { serviceColumns } from "./service-columns";
import type { ServiceView } from "./catalog-views";

/** Spec §7 call 17: the business's active, non-archived services, in the order the business set. */
export async function listAvailableServices(scope: { businessId: string }): Promise<ServiceView[]> {
  return db
    .select(serviceColumns)
    .from(services)
    .where(and(eq(services.businessId, scope.businessId), eq(services.active, true), isNull(services.archivedAt)))
    .orderBy(asc(services.sortOrder), asc(services.name), asc(services.id));
}
