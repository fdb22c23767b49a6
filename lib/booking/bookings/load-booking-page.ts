import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { serviceAddOns, servicePricing, services } from "@/db/schema";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import type { PricingAddOn, PricingRule } from "../pricing/price-visit";
import { ruleFromRow } from "../pricing/rule-from-row";
import { arrivalWindows, type ArrivalWindow } from "./arrival-windows";
import { readBookingSettings } from "./read-booking-settings";

export type BookableService = {
  id: string;
  name: string;
  description: string | null;
  measureName: string | null;
  measureUnit: string | null;
  rule: PricingRule;
  addOns: PricingAddOn[];
};

export type BookingPage = {
  enabled: boolean;
  services: BookableService[];
  windows: readonly ArrivalWindow[];
  /** The dates a first visit may be on: tomorrow and the next two weeks, in the business's zone. */
  dates: string[];
  terms: string | null;
};

/** Days offered for the first visit on /book's date list (the server accepts up to BOOKING_DAYS_AHEAD). */
export const DATES_SHOWN = 14;

/**
 * What /book needs (issue 39 item 2), in three statements: the settings, the live services that
 * have a pricing rule (in the business's order), and their add-ons. The page prices in the
 * browser with the same calculator the server books with.
 */
export async function loadBookingPage(business: { id: string; timezone: string }, now = new Date()): Promise<BookingPage> {
  const settings = await readBookingSettings(business.id);
  const today = toWallClock(now, business.timezone).date;
  const dates = Array.from({ length: DATES_SHOWN }, (_, i) => addDays(today, i + 1));
  if (!settings.enabled) return { enabled: false, services: [], windows: [], dates, terms: null };
  const rows = await db
    .select({ id: services.id, name: services.name, description: services.description, pricing: servicePricing })
    .from(services)
    .innerJoin(servicePricing, and(eq(servicePricing.businessId, services.businessId), eq(servicePricing.serviceId, services.id)))
    .where(and(eq(services.businessId, business.id), eq(services.active, true), isNull(services.archivedAt)))
    .orderBy(asc(services.sortOrder), asc(services.name));
  const addOns = rows.length
    ? await db
        .select({ id: serviceAddOns.id, serviceId: serviceAddOns.serviceId, name: serviceAddOns.name, priceCents: serviceAddOns.priceCents, extraMinutes: serviceAddOns.extraMinutes })
        .from(serviceAddOns)
        .where(and(eq(serviceAddOns.businessId, business.id), inArray(serviceAddOns.serviceId, rows.map((row) => row.id))))
        .orderBy(asc(serviceAddOns.sortOrder), asc(serviceAddOns.name))
    : [];
  return {
    enabled: true,
    windows: arrivalWindows(settings.arrivalWindows),
    dates,
    terms: settings.terms,
    services: rows.map(({ pricing, ...service }) => ({
      ...service,
      measureName: pricing.measureName,
      measureUnit: pricing.measureUnit,
      rule: ruleFromRow(pricing),
      addOns: addOns.filter((addOn) => addOn.serviceId === service.id).map(({ serviceId: _serviceId, ...addOn }) => addOn),
    })),
  };
}
