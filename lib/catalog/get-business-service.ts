import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { services } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { adminServiceColumns } from "./admin-service-columns";
import type { AdminServiceView } from "./admin-service-views";

export const SERVICE_NOT_FOUND = "Service not found";

/** One non-archived service of the business; another business's id is simply not found. */
export async function getBusinessService(scope: BusinessScope, serviceId: string): Promise<AdminServiceView> {
  const [row] = await db
    .select(adminServiceColumns)
    .from(services)
    .where(and(eq(services.businessId, scope.businessId), eq(services.id, serviceId), isNull(services.archivedAt)))
    .limit(1);
  if (!row) throw new DomainError("not_found", SERVICE_NOT_FOUND);
  return row;
}
