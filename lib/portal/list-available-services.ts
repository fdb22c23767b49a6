import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { services } from "@/db/schema";
import { serviceColumns } from "./service-columns";
import type { ServiceView } from "./types";

/** Spec §7 call 17: the business's active services, by name. */
export async function listAvailableServices(scope: { businessId: string }): Promise<ServiceView[]> {
  return db
    .select(serviceColumns)
    .from(services)
    .where(and(eq(services.businessId, scope.businessId), eq(services.active, true)))
    .orderBy(asc(services.name));
}
