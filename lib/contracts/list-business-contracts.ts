import "server-only";
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { contracts, customers } from "@/db/schema";
import { CONTRACT_STATUSES, type ContractStatus } from "@/db/schema/enums";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";

export { CONTRACT_STATUSES };
export type AdminContractRow = {
  id: string;
  contractNumber: string | null;
  title: string;
  status: string;
  customerName: string;
  totalAmountCents: number;
  createdAt: string;
  signedDate: string | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the business's contracts, newest first. */
export async function listBusinessContracts(
  scope: BusinessScope,
  query: { q: string; status?: ContractStatus; limit: number; offset: number },
): Promise<{ rows: AdminContractRow[]; total: number }> {
  const conditions: SQL[] = [customerRowInScope(contracts, scope)];
  if (query.status) conditions.push(eq(contracts.status, query.status));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(contracts.contractNumber, pattern), ilike(contracts.title, pattern), ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern))!);
  }
  const where = and(...conditions);
  const join = and(eq(customers.id, contracts.customerId), eq(customers.businessId, contracts.businessId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: contracts.id,
        contractNumber: contracts.contractNumber,
        title: contracts.title,
        status: contracts.status,
        customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
        totalAmountCents: contracts.totalAmountCents,
        createdAt: contracts.createdAt,
        signedDate: contracts.signedDate,
      })
      .from(contracts)
      .innerJoin(customers, join)
      .where(where)
      .orderBy(desc(contracts.createdAt))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(contracts).innerJoin(customers, join).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), signedDate: r.signedDate?.toISOString() ?? null })), total };
}
