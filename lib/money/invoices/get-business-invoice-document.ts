import "server-only";
import { and, eq } from "drizzle-orm";
import { invoices } from "@/db/schema";
import { isUuid } from "@/lib/foundation/is-uuid";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { readInvoiceDocument } from "./invoice-document-query";
import type { InvoiceDetail } from "./invoice-views";

/**
 * Any invoice of the business as its customer's document (the staff preview and PDF): exactly
 * what the portal renders, drafts included; another business's invoice is null.
 */
export async function getBusinessInvoiceDocument(scope: BusinessScope, invoiceId: string, businessPaymentInstructions: string | null): Promise<InvoiceDetail | null> {
  if (!isUuid(invoiceId)) return null;
  return readInvoiceDocument(and(eq(invoices.id, invoiceId), customerRowInScope(invoices, scope))!, businessPaymentInstructions);
}
