import "server-only";
import type { PortalBusiness } from "@/lib/tenancy/find-business-by-tenant-key";
import { stripeConfigured } from "../stripe/stripe-client";

/** Whether the portal shows "Pay now": card payments on for the business and an open invoice with something due (its figures' balance). */
export function canPayOnline(business: Pick<PortalBusiness, "paymentProvider">, invoice: { status: string; amountDueCents: number }): boolean {
  return business.paymentProvider === "stripe" && stripeConfigured() && (invoice.status === "pending" || invoice.status === "overdue") && invoice.amountDueCents > 0;
}
