import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { businesses } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { planVisitInvoices, type VisitGrouping, type VisitInvoicePlan } from "./plan-visit-invoices";
import { findUninvoicedVisits, type VisitFilter } from "./uninvoiced-visits";

export type VisitInvoicePreview = VisitInvoicePlan & { taxRate: number; timeZone: string };

/**
 * What "Create invoices" (or an invoicing rule) would create right now: the uninvoiced
 * completed visits grouped into one planned invoice per customer, with the totals the batch
 * will store ("these N invoices will be created, total $X"). Not server-only: the worker runs it.
 */
export async function previewVisitInvoices(dbx: DbOrTx, scope: BusinessScope, filter: VisitFilter = {}, groupBy: VisitGrouping = "customer"): Promise<VisitInvoicePreview> {
  const [business] = await dbx.select({ taxRate: businesses.taxRate, timeZone: businesses.timezone }).from(businesses).where(eq(businesses.id, scope.businessId));
  if (!business) return { ...planVisitInvoices([], 0, "UTC"), taxRate: 0, timeZone: "UTC" };
  const visits = await findUninvoicedVisits(dbx, scope, filter);
  return { ...planVisitInvoices(visits, business.taxRate, business.timeZone, groupBy), taxRate: business.taxRate, timeZone: business.timeZone };
}
