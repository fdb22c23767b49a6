import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, serviceAddOns, servicePricing, services } from "@/db/schema";
import { takesDepositsOnline } from "@/lib/quotes/create-deposit-checkout";
import type { PricingAddOn, PricingRule } from "../pricing/price-visit";
import { ruleFromRow } from "../pricing/rule-from-row";
import { getBookingSettings } from "../settings/get-booking-settings";

export type BookableService = {
  id: string;
  name: string;
  description: string | null;
  measureName: string | null;
  measureUnit: string | null;
  rule: PricingRule;
  addOns: PricingAddOn[];
};

/** websiteOrigins: the sites that may frame /book (embed mode posts its height to them only). */
export type BookingPage = {
  enabled: boolean;
  services: BookableService[];
  terms: string | null;
  websiteOrigins: string[];
  /** A service's deposit is paid by card on Stripe Checkout before the booking stands (start-booking-checkout.ts). */
  depositsByCard: boolean;
};

/** The live services that have a pricing rule, in the business's order: what /book offers. */
function bookableServiceRows(businessId: string) {
  return db
    .select({ id: services.id, name: services.name, description: services.description, pricing: servicePricing })
    .from(services)
    .innerJoin(servicePricing, and(eq(servicePricing.businessId, services.businessId), eq(servicePricing.serviceId, services.id)))
    .where(and(eq(services.businessId, businessId), eq(services.active, true), isNull(services.archivedAt)))
    .orderBy(asc(services.sortOrder), asc(services.name));
}

/** Settings → Booking's snippet picker: the services /book offers (whether booking is on or not). */
export async function listBookableServices(scope: { businessId: string }): Promise<Array<{ id: string; name: string }>> {
  const rows = await bookableServiceRows(scope.businessId);
  return rows.map(({ id, name }) => ({ id, name }));
}

/**
 * What /book needs (issue 39 item 2), in three statements: the settings, the live services that
 * have a pricing rule (in the business's order), and their add-ons. The page prices in the
 * browser with the same calculator the server books with; the open times come from
 * /api/book/slots once the address and the visit's length are known.
 */
export async function loadBookingPage(business: { id: string }): Promise<BookingPage> {
  const settings = await getBookingSettings({ businessId: business.id });
  if (!settings.enabled) return { enabled: false, services: [], terms: null, websiteOrigins: [], depositsByCard: false };
  const rows = await bookableServiceRows(business.id);
  const addOns = rows.length
    ? await db
        .select({ id: serviceAddOns.id, serviceId: serviceAddOns.serviceId, name: serviceAddOns.name, priceCents: serviceAddOns.priceCents, extraMinutes: serviceAddOns.extraMinutes })
        .from(serviceAddOns)
        .where(and(eq(serviceAddOns.businessId, business.id), inArray(serviceAddOns.serviceId, rows.map((row) => row.id))))
        .orderBy(asc(serviceAddOns.sortOrder), asc(serviceAddOns.name))
    : [];
  const [payments] = await db.select({ provider: businesses.paymentProvider, accountId: businesses.stripeAccountId }).from(businesses).where(eq(businesses.id, business.id));
  return {
    enabled: true,
    terms: settings.terms,
    websiteOrigins: settings.websiteOrigins,
    depositsByCard: Boolean(payments?.accountId) && takesDepositsOnline({ paymentProvider: payments?.provider ?? "manual" }),
    services: rows.map(({ pricing, ...service }) => ({
      ...service,
      measureName: pricing.measureName,
      measureUnit: pricing.measureUnit,
      rule: ruleFromRow(pricing),
      addOns: addOns.filter((addOn) => addOn.serviceId === service.id).map(({ serviceId: _serviceId, ...addOn }) => addOn),
    })),
  };
}
