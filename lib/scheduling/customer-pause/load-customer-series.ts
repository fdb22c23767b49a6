import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { businesses, jobSeries } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { CustomerScope } from "@/lib/foundation/scope";

/** The customer's own job (locked) and the business's self-service options; anyone else's is "Service not found". */
export async function loadCustomerSeriesForUpdate(tx: DbOrTx, scope: CustomerScope, jobId: string) {
  const [series] = await tx
    .select()
    .from(jobSeries)
    .where(and(eq(jobSeries.businessId, scope.businessId), eq(jobSeries.customerId, scope.customerId), eq(jobSeries.id, jobId)))
    .for("update");
  if (!series) throw new DomainError("not_found", "Service not found");
  const [business] = await tx
    .select({ allowCancellation: businesses.allowCancellation, companyName: businesses.companyName })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  return { series, business };
}
