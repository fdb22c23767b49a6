import "server-only";
import { and, eq, inArray, not, sql, arrayContains } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";

/**
 * Adds one tag to several customers of the business in one statement; customers that
 * already carry it (or belong to another business) are left alone.
 */
export async function bulkTagCustomers(scope: BusinessScope, customerIds: string[], tag: string): Promise<{ updated: number }> {
  const clean = tag.trim().replace(/\s+/g, " ");
  const rows = await db
    .update(customers)
    .set({ tags: sql`array_append(${customers.tags}, ${clean}::text)`, updatedAt: sql`now()` })
    .where(and(eq(customers.businessId, scope.businessId), inArray(customers.id, customerIds), not(arrayContains(customers.tags, [clean]))))
    .returning({ id: customers.id });
  return { updated: rows.length };
}
