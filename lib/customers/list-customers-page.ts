import "server-only";
import { and, desc, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { BusinessScope } from "@/lib/foundation/scope";
import { customerFilterWhere, type CustomerFilter } from "./customer-filters";
import { customerDetailColumns, toCustomerDetail } from "./get-customer-detail";
import type { CustomerDetail } from "./customer-views";

export type CustomerCursor = { createdAt: string; id: string };
export type CustomerKeysetPage = { rows: Array<CustomerDetail & { cursor: CustomerCursor }>; limit: number };

/**
 * Customers newest first with keyset pagination (the API's cursor): `limit + 1` rows after
 * the cursor's (created_at, id), so every page is one indexed query whatever the depth.
 * The cursor keeps created_at as Postgres prints it (microseconds), so no row is skipped.
 */
export async function listCustomersPage(scope: BusinessScope, filter: CustomerFilter, options: { limit: number; after: CustomerCursor | null }) {
  const after = options.after;
  if (after && (!isUuid(after.id) || Number.isNaN(Date.parse(after.createdAt)))) throw new DomainError("invalid", "cursor is not valid");
  const rows = await db
    .select({ ...customerDetailColumns, createdAtKey: sql<string>`${customers.createdAt}::text` })
    .from(customers)
    .where(and(customerFilterWhere(scope, filter), after ? sql`(${customers.createdAt}, ${customers.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(options.limit + 1);
  return rows.map(({ createdAtKey, ...row }) => ({ ...toCustomerDetail(row), cursor: { createdAt: createdAtKey, id: row.id } }));
}
