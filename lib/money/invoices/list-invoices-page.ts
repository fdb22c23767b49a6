import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { cursorAtOf, olderThan } from "@/lib/foundation/keyset";
import { db } from "@/db/client";
import { invoices } from "@/db/schema";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { AdminInvoiceDetail } from "./admin-invoice-views";
import { adminInvoiceColumns, toAdminInvoice } from "./get-business-invoice";

export type InvoicePageRow = Omit<AdminInvoiceDetail, "payments" | "ledger" | "customerName">;

/**
 * One keyset page of invoices for the API (newest first, ties by id): `after` is the last
 * row's [created_at, id]. Fetches limit + 1 rows so the caller knows whether there is more.
 * Each row has its figures (lines and settlements in the same statement).
 */
export async function listInvoicesPage(scope: BusinessScope, query: { limit: number; after: [string, string] | null; status?: string }): Promise<Array<InvoicePageRow & { createdAt: string; cursorAt: string }>> {
  const conditions: SQL[] = [customerRowInScope(invoices, scope)];
  if (query.status) conditions.push(eq(invoices.status, query.status));
  if (query.after) conditions.push(olderThan(invoices.createdAt, invoices.id, query.after));
  const rows = await db
    .select({ ...adminInvoiceColumns(), createdAt: invoices.createdAt, cursorAt: cursorAtOf(invoices.createdAt) })
    .from(invoices)
    .where(and(...conditions))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(query.limit + 1);
  return rows.map((row) => ({ ...toAdminInvoice(row), createdAt: row.createdAt.toISOString(), cursorAt: row.cursorAt }));
}
