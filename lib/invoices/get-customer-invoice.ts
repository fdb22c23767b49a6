import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, customers, invoices, ledgerEntries } from "@/db/schema";
import { documentCustomerColumns } from "@/lib/customers/customer-columns";
import { invoiceSummaryColumns } from "./invoice-columns";
import { isUuid } from "@/lib/core/is-uuid";
import type { InvoiceDetail } from "./invoice-views";
import type { CustomerScope } from "@/lib/core/scope";
import { CUSTOMER_HIDDEN_INVOICE_STATUS } from "./invoice-policy";

/**
 * One invoice of the customer, or null (missing, draft, or someone else's — the page shows
 * 'Invoice Not Found' for each). Payment instructions fall back to the business's own. The
 * credits come from the ledger with their reasons, so the customer sees why less is due.
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
  const credits = await db
    .select({
      id: ledgerEntries.id,
      amountCents: sql<number>`-${ledgerEntries.amountCents}`.mapWith(Number),
      reason: ledgerEntries.memo,
      day: sql<string>`to_char(${ledgerEntries.createdAt} at time zone ${businesses.timezone}, 'YYYY-MM-DD')`,
    })
    .from(ledgerEntries)
    .innerJoin(businesses, eq(businesses.id, ledgerEntries.businessId))
    .where(and(eq(ledgerEntries.businessId, scope.businessId), eq(ledgerEntries.customerId, scope.customerId), eq(ledgerEntries.invoiceId, invoiceId), eq(ledgerEntries.kind, "credit")))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const { amountPaidCents, ...invoice } = row;
  return {
    ...invoice,
    credits,
    amountDueCents: invoice.status === "void" ? 0 : invoice.amountCents - amountPaidCents,
    paymentInstructions: row.paymentInstructions ?? businessPaymentInstructions,
  };
}
