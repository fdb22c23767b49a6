import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { cursorAtOf, olderThan } from "@/lib/api/keyset";
import { db } from "@/db/client";
import { invoices } from "@/db/schema";
import type { BusinessScope } from "@/lib/core/scope";
import type { AdminInvoiceDetail } from "./admin-invoice-views";

export type InvoicePageRow = Omit<AdminInvoiceDetail, "lineItems" | "payments" | "ledger" | "customerName">;

/**
 * One keyset page of invoices for the API (newest first, ties by id): `after` is the last
 * row's [created_at, id]. Fetches limit + 1 rows so the caller knows whether there is more.
 */
export async function listInvoicesPage(scope: BusinessScope, query: { limit: number; after: [string, string] | null; status?: string }): Promise<Array<InvoicePageRow & { createdAt: string; cursorAt: string }>> {
  const conditions: SQL[] = [eq(invoices.businessId, scope.businessId)];
  if (query.status) conditions.push(eq(invoices.status, query.status));
  if (query.after) conditions.push(olderThan(invoices.createdAt, invoices.id, query.after));
  const rows = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      description: invoices.description,
      status: invoices.status,
      customerId: invoices.customerId,
      amountCents: invoices.amountCents,
      amountPaidCents: invoices.amountPaidCents,
      subtotalCents: invoices.subtotalCents,
      discountCents: invoices.discountCents,
      taxAmountCents: invoices.taxAmountCents,
      invoiceDate: invoices.invoiceDate,
      dueDate: invoices.dueDate,
      paidDate: invoices.paidDate,
      notes: invoices.notes,
      paymentInstructions: invoices.paymentInstructions,
      sentAt: invoices.sentAt,
      voidedAt: invoices.voidedAt,
      createdAt: invoices.createdAt,
      cursorAt: cursorAtOf(invoices.createdAt),
    })
    .from(invoices)
    .where(and(...conditions))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(query.limit + 1);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
  }));
}
