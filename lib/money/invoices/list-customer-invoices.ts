import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import { db } from "@/db/client";
import { invoices } from "@/db/schema";
import { invoiceSummaryColumns, invoiceTextColumns, toInvoiceSummary } from "./invoice-columns";
import type { InvoiceDetail, InvoiceSummary } from "./invoice-views";
import type { CustomerScope } from "@/lib/foundation/scope";
import { CUSTOMER_HIDDEN_INVOICE_STATUS } from "./invoice-policy";

export type InvoiceListItem = InvoiceSummary & Pick<InvoiceDetail, "paymentInstructions" | "notes">;

/** The customer's invoices (drafts stay with the business), newest first, each with its figures; one query. */
export async function listCustomerInvoices(scope: CustomerScope): Promise<InvoiceListItem[]> {
  const rows = await db
    .select({ ...invoiceSummaryColumns(), ...invoiceTextColumns })
    .from(invoices)
    .where(
      and(
        eq(invoices.businessId, scope.businessId),
        eq(invoices.customerId, scope.customerId),
        ne(invoices.status, CUSTOMER_HIDDEN_INVOICE_STATUS),
      ),
    )
    .orderBy(desc(invoices.invoiceDate), desc(invoices.createdAt));
  return rows.map((row) => ({ ...toInvoiceSummary(row), paymentInstructions: row.paymentInstructions, notes: row.notes }));
}
