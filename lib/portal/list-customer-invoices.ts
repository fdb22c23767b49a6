import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import { db } from "@/db/client";
import { invoices } from "@/db/schema";
import { invoiceSummaryColumns } from "./invoice-columns";
import type { InvoiceSummary, PortalScope } from "./types";
import { CUSTOMER_HIDDEN_INVOICE_STATUS } from "./visible-statuses";

/** The customer's invoices (drafts stay with the business), newest first. */
export async function listCustomerInvoices(scope: PortalScope): Promise<InvoiceSummary[]> {
  return db
    .select(invoiceSummaryColumns)
    .from(invoices)
    .where(
      and(
        eq(invoices.businessId, scope.businessId),
        eq(invoices.customerId, scope.customerId),
        ne(invoices.status, CUSTOMER_HIDDEN_INVOICE_STATUS),
      ),
    )
    .orderBy(desc(invoices.invoiceDate), desc(invoices.createdAt));
}
