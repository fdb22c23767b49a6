import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { visitRescheduleRequests } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";

/**
 * A request of the business that is still pending, locked for the transaction: another
 * business's id is "not found", an answered one a 409 naming its answer.
 */
export async function loadPendingRescheduleRequest(tx: DbOrTx, scope: BusinessScope, requestId: string) {
  const [request] = await tx
    .select()
    .from(visitRescheduleRequests)
    .where(and(customerRowInScope(visitRescheduleRequests, scope), eq(visitRescheduleRequests.id, requestId)))
    .for("update");
  if (!request) throw new DomainError("not_found", "Reschedule request not found");
  if (request.status !== "pending") throw new DomainError("conflict", `This request was already ${request.status}`);
  return request;
}
