import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { services } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { SERVICE_NOT_FOUND } from "./get-business-service";

/**
 * Takes a service off the admin list and the portal. Never deleted: jobs, requests and
 * subscriptions keep naming it (existing subscriptions are left as they are).
 */
export async function archiveService(scope: BusinessScope, serviceId: string): Promise<{ id: string }> {
  const [row] = await db
    .update(services)
    .set({ archivedAt: new Date(), active: false, updatedAt: new Date() })
    .where(and(eq(services.businessId, scope.businessId), eq(services.id, serviceId), isNull(services.archivedAt)))
    .returning({ id: services.id });
  if (!row) throw new DomainError("not_found", SERVICE_NOT_FOUND);
  return row;
}
