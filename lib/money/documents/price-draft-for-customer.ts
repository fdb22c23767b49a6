import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { businesses, customers } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { locationTaxRatePercentSql } from "./location-tax-rate-sql";
import { computeDocumentTotals, type DocumentTotals, type LineInput } from "./document-totals";

/**
 * The first step of saving a quote or invoice draft: the customer must belong to the business
 * (another business's id answers "Customer not found"), and the totals are computed here, in
 * cents, with the tax rate of the customer's location, else the business's — whatever the
 * browser previewed is ignored.
 */
export async function priceDraftForCustomer(
  tx: Tx,
  scope: BusinessScope,
  draft: { customerId: string; lineItems: readonly LineInput[]; discountCents: number },
): Promise<DocumentTotals> {
  const [business] = await tx.select({ taxRate: businesses.taxRate }).from(businesses).where(eq(businesses.id, scope.businessId));
  const [customer] = await tx
    .select({ id: customers.id, locationTaxRate: locationTaxRatePercentSql() })
    .from(customers)
    .where(and(eq(customers.id, draft.customerId), eq(customers.businessId, scope.businessId)));
  if (!business || !customer) throw new DomainError("not_found", "Customer not found", { field: "customerId" });
  // The customer's location's own rate when it has one (issue 38), else the business's.
  return computeDocumentTotals(draft.lineItems, draft.discountCents, customer.locationTaxRate ?? business.taxRate);
}
