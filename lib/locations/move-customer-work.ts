import "server-only";
import { and, eq, gte, inArray } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { customers, jobSeries, jobs, properties } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";

/** The customer's home location now, read inside the transaction that may change it. */
export async function homeLocationOf(tx: Tx, scope: BusinessScope, customerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ locationId: customers.locationId })
    .from(customers)
    .where(and(eq(customers.businessId, scope.businessId), eq(customers.id, customerId)));
  return row?.locationId ?? null;
}

/**
 * A customer who moves to another branch takes with them what was served from the old one:
 * their properties there, the job series of those, and the visits still to come (past visits
 * stay where they were done, so last year's reports do not change). A property of theirs that
 * another branch serves stays with it.
 */
export async function moveCustomerWork(tx: Tx, businessId: string, customerId: string, from: string, to: string, now = new Date()): Promise<void> {
  const ofCustomerAt = <T extends typeof properties | typeof jobSeries | typeof jobs>(table: T) =>
    and(eq(table.businessId, businessId), eq(table.customerId, customerId), eq(table.locationId, from));
  await tx.update(properties).set({ locationId: to }).where(ofCustomerAt(properties));
  await tx.update(jobSeries).set({ locationId: to }).where(ofCustomerAt(jobSeries));
  await tx
    .update(jobs)
    .set({ locationId: to })
    .where(and(ofCustomerAt(jobs), gte(jobs.scheduledDate, now), inArray(jobs.status, ["scheduled", "in_progress"])));
}
