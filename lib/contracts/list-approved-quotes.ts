import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { contracts, customers, quoteConversions, quotes } from "@/db/schema";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { displayDocumentNumber } from "@/lib/format/document-number";

/**
 * Approved quotes a contract can be made from, newest first (the contract form's choices). A
 * quote makes one contract: one that has it says so, and choosing it opens that contract.
 */
export async function listApprovedQuotes(scope: BusinessScope): Promise<Array<{ id: string; label: string }>> {
  const rows = await db
    .select({
      id: quotes.id,
      number: quotes.quoteNumber,
      title: quotes.title,
      customer: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
      contractId: contracts.id,
      contractNumber: contracts.contractNumber,
    })
    .from(quotes)
    .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.businessId, quotes.businessId)))
    .leftJoin(
      quoteConversions,
      and(eq(quoteConversions.businessId, quotes.businessId), eq(quoteConversions.quoteId, quotes.id), eq(quoteConversions.kind, "contract")),
    )
    .leftJoin(contracts, and(eq(contracts.businessId, quoteConversions.businessId), eq(contracts.id, quoteConversions.contractId)))
    .where(and(customerRowInScope(quotes, scope), eq(quotes.status, "approved")))
    .orderBy(desc(quotes.respondedAt))
    .limit(200);
  return rows.map((r) => {
    const label = `${r.number ?? r.id.slice(0, 8)} — ${r.title} (${r.customer})`;
    return { id: r.id, label: r.contractId ? `${label} · has contract ${displayDocumentNumber(r.contractNumber, r.contractId)}` : label };
  });
}
