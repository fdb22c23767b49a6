import "server-only";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { FREQUENCY_LABELS, type BookingFrequency } from "./frequencies";
import { getServicePricing, type ServicePricing } from "./get-service-pricing";
import { priceVisit, type VisitPrice } from "./price-visit";

export const PRICE_QUOTE_MESSAGES = {
  noRule: "This service has no pricing rule",
  unknownAddOn: "Unknown add-on for this service",
  frequency: (frequency: BookingFrequency) => `${FREQUENCY_LABELS[frequency]} is not offered for this service`,
} as const;

export type PriceQuoteRequest = { serviceId: string; measure: number; addOnIds: readonly string[]; frequency: BookingFrequency };

/**
 * A price for a visit of a service, from its rule (API v1 price quotes and /book): the service
 * must be live and have a rule, the add-ons its own, the frequency one it offers — each refused
 * with its own 422 rather than priced as something the customer did not choose.
 */
export async function quoteServicePrice(scope: BusinessScope, request: PriceQuoteRequest): Promise<{ pricing: ServicePricing; price: VisitPrice }> {
  const pricing = await getServicePricing(scope, request.serviceId);
  if (!pricing) throw new DomainError("unprocessable", PRICE_QUOTE_MESSAGES.noRule);
  return { pricing, price: priceWithRule(pricing, request) };
}

/** The checks and the price once the rule is loaded (the booking page prices many times from one load). */
export function priceWithRule(pricing: ServicePricing, request: Omit<PriceQuoteRequest, "serviceId">): VisitPrice {
  if (!pricing.rule.frequencies.includes(request.frequency)) throw new DomainError("unprocessable", PRICE_QUOTE_MESSAGES.frequency(request.frequency));
  const chosen = [...new Set(request.addOnIds)].map((id) => pricing.addOns.find((addOn) => addOn.id === id));
  if (chosen.some((addOn) => !addOn)) throw new DomainError("unprocessable", PRICE_QUOTE_MESSAGES.unknownAddOn);
  return priceVisit(pricing.rule, { measure: request.measure, addOns: chosen.filter((addOn) => addOn !== undefined), frequency: request.frequency });
}
