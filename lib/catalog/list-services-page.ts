import "server-only";
import { and, asc, eq, gt, isNull, or, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { services } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { adminServiceColumns } from "./admin-service-columns";
import type { AdminServiceView } from "./admin-service-views";

/**
 * A keyset page of the business's non-archived services in (sort_order, id) order, for the
 * REST API: `after` is the last row's key; `limit + 1` rows come back so the caller can tell
 * whether there is more.
 */
export async function listServicesPage(
  scope: BusinessScope,
  options: { limit: number; after: ReadonlyArray<string | number | null> | null; active?: boolean },
): Promise<AdminServiceView[]> {
  const conditions: Array<SQL | undefined> = [eq(services.businessId, scope.businessId), isNull(services.archivedAt)];
  if (options.active !== undefined) conditions.push(eq(services.active, options.active));
  if (options.after) {
    const [sortOrder, id] = options.after;
    if (typeof sortOrder !== "number" || typeof id !== "string" || !/^[0-9a-f-]{36}$/i.test(id)) throw new DomainError("invalid", "cursor is not valid");
    conditions.push(or(gt(services.sortOrder, sortOrder), and(eq(services.sortOrder, sortOrder), gt(services.id, id))));
  }
  return db
    .select(adminServiceColumns)
    .from(services)
    .where(and(...conditions))
    .orderBy(asc(services.sortOrder), asc(services.id))
    .limit(options.limit + 1);
}
