import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { services } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { adminServiceColumns } from "./admin-service-columns";
import type { AdminServiceView } from "./admin-service-views";

/** Every service of the business that is not archived (active or not), in the portal's order. */
export async function listBusinessServices(scope: BusinessScope): Promise<AdminServiceView[]> {
  return db
    .select(adminServiceColumns)
    .from(services)
    .where(and(eq(services.businessId, scope.businessId), isNull(services.archivedAt)))
    .orderBy(asc(services.sortOrder), asc(services.name), asc(services.id));
}
