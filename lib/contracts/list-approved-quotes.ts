import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, quotes } from "@/db/schema";
import type { BusinessScope } from "@/lib/core/scope";

/** Approved quotes a contract can be made from, newest first (the contract form's choices). */
export async function listApprovedQuotes(scope: BusinessScope): Promise<Array<{ id: string; label: string }>> {
  const rows = await db
    .select({ id: quotes.id, number: quotes.quoteNumber, title: quotes.title, customer: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})` })
    .from(quotes)
    .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.businessId, quotes.businessId)))
    .where(and(eq(quotes.businessId, scope.businessId), eq(quotes.status, "approved")))
    .orderBy(desc(quotes.respondedAt))
    .limit(200);
  return rows.map((r) => ({ id: r.id, label: `${r.number ?? r.id.slice(0, 8)} — ${r.title} (${r.customer})` }));
}
