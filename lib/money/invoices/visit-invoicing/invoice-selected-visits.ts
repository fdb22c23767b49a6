import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/db/client";
import { jobs } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { createVisitInvoices, type VisitInvoiceBatch } from "./create-visit-invoices";

/**
 * "Create invoices" on the uninvoiced-visits screen: the batch, limited to the visits the
 * staff member selected. Nothing created is explained: none of the ids is this business's
 * visit → not found; otherwise they are invoiced already or not completed → conflict.
 */
export async function invoiceSelectedVisits(scope: BusinessScope, input: { visitIds: readonly string[] }, actor: MoneyActor): Promise<VisitInvoiceBatch> {
  const batch = await createVisitInvoices(db, scope, { visitIds: input.visitIds }, actor, { source: "uninvoiced_visits" });
  if (batch.created.length > 0) return batch;
  const [known] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.businessId, scope.businessId), inArray(jobs.id, [...input.visitIds])))
    .limit(1);
  if (!known) throw new DomainError("not_found", "Visit not found");
  throw new DomainError("conflict", "These visits are already invoiced or not completed yet");
}
