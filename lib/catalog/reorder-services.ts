import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { SERVICE_NOT_FOUND } from "./get-business-service";

/**
 * Puts the business's services in the given order (position = index). One statement; if any
 * id is not a non-archived service of this business nothing changes and the answer is 404.
 */
export async function reorderServices(scope: BusinessScope, serviceIds: string[]): Promise<void> {
  const ids = [...new Set(serviceIds)];
  if (ids.length !== serviceIds.length) throw new DomainError("invalid", "Each service may appear only once");
  await db.transaction(async (tx) => {
    const updated = await tx.execute<{ id: string }>(sql`
      update services s set sort_order = o.position - 1, updated_at = now()
      from unnest(${`{${ids.join(",")}}`}::uuid[]) with ordinality as o(id, position)
      where s.id = o.id and s.business_id = ${scope.businessId}::uuid and s.archived_at is null
      returning s.id`);
    if (updated.length !== ids.length) throw new DomainError("not_found", SERVICE_NOT_FOUND);
  });
}
