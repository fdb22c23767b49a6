import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { invoices } from "@/db/schema";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { CustomerScope } from "@/lib/foundation/scope";
import { readInvoiceDocument } from "./invoice-document-query";
import { CUSTOMER_HIDDEN_INVOICE_STATUS } from "./invoice-policy";
import type { InvoiceDetail } from "./invoice-views";

/**
 * One invoice of the customer with its figures, or null (missing, draft, or someone else's — the
 * page shows 'Invoice Not Found' for each).
 */
export async function getCustomerInvoice(
  scope: CustomerScope,
  invoiceId: string,
  businessPaymentInstructions: string | null = null,
): Promise<InvoiceDetail | null> {
  if (!isUuid(invoiceId)) return null;
  return readInvoiceDocument(
    and(
      eq(invoices.id, invoiceId),
      eq(invoices.businessId, scope.businessId),
      eq(invoices.customerId, scope.customerId),
      ne(invoices.status, CUSTOMER_HIDDEN_INVOICE_STATUS),
    )!,
    businessPaymentInstructions,
  );
}
