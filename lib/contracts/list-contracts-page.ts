import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { cursorAtOf, olderThan } from "@/lib/foundation/keyset";
import { db } from "@/db/client";
import { contracts, quotes } from "@/db/schema";
import type { DocumentFigures } from "@/lib/money/documents/document-figures";
import { contractColumns, figuresOfContractRow } from "./contract-query";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";

export type ContractPageRow = {
  id: string;
  contractNumber: string | null;
  customerId: string;
  quoteId: string | null;
  title: string;
  status: string;
  figures: DocumentFigures;
  terms: string | null;
  content: string | null;
  createdAt: string;
  signedDate: string | null;
  /** The keyset position (lib/foundation/keyset.ts). */
  cursorAt: string;
};

/**
 * One keyset page of contracts for the API (newest first, ties by id): `after` is the last row's
 * [created_at, id]; limit + 1 rows so the caller knows whether there is more. `contractId` reads
 * one contract in the same shape (the API's answers to create and send).
 */
export async function listContractsPage(
  scope: BusinessScope,
  query: { limit: number; after?: [string, string] | null; status?: string; contractId?: string },
): Promise<ContractPageRow[]> {
  const conditions: SQL[] = [customerRowInScope(contracts, scope)];
  if (query.contractId) conditions.push(eq(contracts.id, query.contractId));
  if (query.status) conditions.push(eq(contracts.status, query.status));
  if (query.after) conditions.push(olderThan(contracts.createdAt, contracts.id, query.after));
  const rows = await db
    .select({
      ...contractColumns(),
      cursorAt: cursorAtOf(contracts.createdAt),
    })
    .from(contracts)
    .leftJoin(quotes, and(eq(quotes.id, contracts.quoteId), eq(quotes.businessId, contracts.businessId)))
    .where(and(...conditions))
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(query.limit + 1);
  return rows.map((row) => ({
    id: row.id,
    contractNumber: row.contractNumber,
    customerId: row.customerId,
    quoteId: row.quoteId,
    title: row.title,
    status: row.status,
    figures: figuresOfContractRow(row),
    terms: row.terms,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    cursorAt: row.cursorAt,
    signedDate: row.signedDate?.toISOString() ?? null,
  }));
}
