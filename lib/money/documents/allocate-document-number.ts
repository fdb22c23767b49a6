import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";

const KINDS = {
  quote: { table: "quotes", column: "quote_number", prefix: "Q-" },
  invoice: { table: "invoices", column: "invoice_number", prefix: "INV-" },
  contract: { table: "contracts", column: "contract_number", prefix: "C-" },
} as const;
export type DocumentKind = keyof typeof KINDS;

/** The first number a business gets of each kind: "Q-1001", "INV-1001", "C-1001". */
const FIRST_NUMBER = 1001;

/**
 * The next document number of a business ("INV-1042"), numbered per business and kind. Takes
 * a transaction-scoped advisory lock on (business, kind), so two documents created at once
 * queue for the number instead of colliding on the unique index; the lock ends with the
 * caller's transaction, after the row holding the number is written. Not server-only: the
 * worker runs it (invoicing rules).
 */
export async function allocateDocumentNumber(tx: Tx, businessId: string, kind: DocumentKind): Promise<string> {
  const { table, column, prefix } = KINDS[kind];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${businessId}`}))`);
  const pattern = `^${prefix}[0-9]+$`;
  const [row] = await tx.execute<{ next: number | string | null }>(sql`
    select max(substring(${sql.identifier(column)} from ${sql.raw(String(prefix.length + 1))})::bigint) + 1 as next
    from ${sql.identifier(table)}
    where business_id = ${businessId}::uuid and ${sql.identifier(column)} ~ ${pattern}`);
  const next = Math.max(FIRST_NUMBER, Number(row?.next ?? 0));
  return `${prefix}${next}`;
}
