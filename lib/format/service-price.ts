import { formatMoney } from "./money";

/**
 * A service as the spec's API names its fields (snake_case, dollars) or as the domain
 * holds them (camelCase, cents); either works.
 */
export type ServicePriceInput = {
  /** Dollars, as the spec's API names it. */
  price?: number | string | null;
  /** Cents, as the domain holds it; wins over `price` when present. */
  priceCents?: number | null;
  billing_method?: string | null;
  recurring_interval?: string | null;
  billingMethod?: string | null;
  recurringInterval?: string | null;
};

export const CONTACT_FOR_PRICING = "Contact for pricing";

/**
 * Spec §5 "Price display": no price → 'Contact for pricing'; otherwise USD with '/sq ft'
 * (per_square_foot), '/hour' (hourly), or '/{recurring_interval}' when one is set.
 * A price of 0 is a price ("$0.00"), not a missing one.
 *
 * The spec knows only those two billing methods by name; ours adds `per_visit`, whose price is
 * what one visit costs however often the visits come ("$45.00/visit", never "$45.00/week" —
 * the interval says how often, not what the price covers). A `flat` price with an interval is
 * a price per period, as the spec's rule says.
 */
export function formatServicePrice(service: ServicePriceInput): string {
  const price = service.priceCents !== undefined ? (service.priceCents === null ? null : service.priceCents / 100) : service.price;
  if (price === null || price === undefined || (typeof price === "string" && price.trim() === "")) {
    return CONTACT_FOR_PRICING;
  }
  const amount = formatMoney(price);
  const billingMethod = service.billing_method ?? service.billingMethod;
  const interval = (service.recurring_interval ?? service.recurringInterval)?.trim();
  if (billingMethod === "per_square_foot") return `${amount}/sq ft`;
  if (billingMethod === "hourly") return `${amount}/hour`;
  if (billingMethod === "per_visit") return `${amount}/visit`;
  if (interval) return `${amount}/${interval}`;
  return amount;
}
