import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, invoices } from "@/db/schema";
import { documentCustomerColumns } from "@/lib/customers/customer-columns";
import { invoiceSummaryColumns } from "./invoice-columns";
import { isUuid } from "@/lib/core/is-uuid";
import type { InvoiceDetail } from "./invoice-views";
import type { CustomerScope } from "@/lib/core/scope";
import { CUSTOMER_HIDDEN_INVOICE_STATUS } from "./invoice-policy";

/**
 * One invoice of the customer, or null (missing, draft, or someone else's — the page shows
 * 'Invoice Not Found' for each). Payment instructions fall back to the business's own.
 */
export async function getCustomerInvoice(
  scope: CustomerScope,
  invoiceId: string,
  businessPaymentInstructions: string | null = null,
): Promise<InvoiceDetail | null> {
  if (!isUuid(invoiceId)) return null;
  const [row] = await db
    .select({
      ...invoiceSummaryColumns,
      amountPaidCents: invoices.amountPaidCents,
      paymentInstructions: invoices.paymentInstructions,
      notes: invoices.notes,
      customer: documentCustomerColumns,
    })
    .from(invoices)
    .innerJoin(customers, and(eq(customers.id, invoices.customerId), eq(customers.businessId, invoices.businessId)))
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.businessId, scope.businessId),
        eq(invoices.customerId, scope.customerId),
        ne(invoices.status, CUSTOMER_HIDDEN_INVOICE_STATUS),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { amountPaidCents, ...invoice } = row;
  return {
    ...invoice,
    amountDueCents: invoice.status === "void" ? 0 : invoice.amountCents - amountPaidCents,
    paymentInstructions: row.paymentInstructions ?? businessPaymentInstructions,
  };
}
