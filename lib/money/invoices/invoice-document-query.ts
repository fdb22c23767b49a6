import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, invoices } from "@/db/schema";
import { documentCustomerColumns } from "@/lib/customers/customer-columns";
import { invoiceSummaryColumns, toInvoiceSummary } from "./invoice-columns";
import type { InvoiceDetail } from "./invoice-views";

/**
 * One invoice as its document (what the customer reads and staff preview) with its figures — its
 * own lines, discount, tax, and the payments, refunds and credits (with their reasons) that explain
 * the balance due — in one statement. `where` carries the caller's scope and always names the
 * business. Payment instructions fall back to the business's own.
 */
export async function readInvoiceDocument(where: SQL, businessPaymentInstructions: string | null): Promise<InvoiceDetail | null> {
  const [row] = await db
    .select({
      ...invoiceSummaryColumns(),
      paymentInstructions: invoices.paymentInstructions,
      notes: invoices.notes,
      customer: documentCustomerColumns,
    })
    .from(invoices)
    .innerJoin(customers, and(eq(customers.id, invoices.customerId), eq(customers.businessId, invoices.businessId)))
    .where(where)
    .limit(1);
  if (!row) return null;
  return {
    ...toInvoiceSummary(row),
    customer: row.customer,
    notes: row.notes,
    paymentInstructions: row.paymentInstructions ?? businessPaymentInstructions,
  };
}
