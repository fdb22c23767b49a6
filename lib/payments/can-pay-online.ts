import "server-only";
import type { InvoiceDetail } from "@/lib/invoices/invoice-views";
import type { PortalBusiness } from "@/lib/tenancy/find-business-by-tenant-key";
import { stripeConfigured } from "./stripe-client";

/** Whether the portal shows "Pay now": card payments on for the business and an open invoice with something due. */
export function canPayOnline(business: Pick<PortalBusiness, "paymentProvider">, invoice: Pick<InvoiceDetail, "status" | "amountDueCents">): boolean {
  return business.paymentProvider === "stripe" && stripeConfigured() && (invoice.status === "pending" || invoice.status === "overdue") && invoice.amountDueCents > 0;
}
