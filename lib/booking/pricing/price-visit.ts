import type { BookingFrequency } from "./frequencies";

/**
 * One service's pricing rule as the calculator reads it (db/schema/booking.ts `service_pricing`):
 * every amount integer cents, every discount basis points (1000 = 10 %). Client-safe: the admin's
 * live preview, /book and the API's price quotes all price with this one function.
 */
export type PricingRule = {
  basePriceCents: number;
  includedUnits: number;
  unitStep: number;
  stepPriceCents: number;
  minimumCents: number;
  baseMinutes: number;
  stepMinutes: number;
  frequencies: readonly BookingFrequency[];
  discountBps: Partial<Record<BookingFrequency, number>>;
  depositCents: number | null;
  depositBps: number | null;
};

export type PricingAddOn = { id: string; name: string; priceCents: number; extraMinutes: number };

export type VisitPrice = {
  /** The measured price (never below the minimum) plus the add-ons, before the frequency discount. */
  listCents: number;
  discountBps: number;
  discountCents: number;
  /** Every visit after the first: the list price less the frequency discount. */
  pricePerVisitCents: number;
  /** The first visit is at the list price: the frequency discount is earned by the visits that follow it. */
  firstVisitCents: number;
  durationMinutes: number;
  /** What is taken at booking when the business takes cards; 0 when the service asks none. */
  depositCents: number;
};

/** Steps of `unitStep` units above those the base price includes; a part step counts as a whole one. */
export function stepsAbove(rule: Pick<PricingRule, "includedUnits" | "unitStep">, measure: number): number {
  return Math.max(0, Math.ceil((measure - rule.includedUnits) / rule.unitStep));
}

/** `amount × bps / 10 000`, rounded half up to a whole cent (both integers, so exact until the division). */
export const shareOf = (amountCents: number, bps: number) => Math.round((amountCents * bps) / 10_000);

/**
 * The price of one visit of a service for a measure, the chosen add-ons and a frequency.
 * `measure` is a whole number of the rule's units (a larger lawn never costs less); a frequency
 * the rule does not offer has no discount — callers refuse it before pricing.
 */
export function priceVisit(rule: PricingRule, choice: { measure: number; addOns: readonly PricingAddOn[]; frequency: BookingFrequency }): VisitPrice {
  const steps = stepsAbove(rule, choice.measure);
  const measured = Math.max(rule.minimumCents, rule.basePriceCents + steps * rule.stepPriceCents);
  const listCents = measured + choice.addOns.reduce((sum, addOn) => sum + addOn.priceCents, 0);
  const discountBps = rule.frequencies.includes(choice.frequency) ? (rule.discountBps[choice.frequency] ?? 0) : 0;
  const discountCents = shareOf(listCents, discountBps);
  const firstVisitCents = listCents;
  const deposit = rule.depositCents ?? (rule.depositBps ? shareOf(firstVisitCents, rule.depositBps) : 0);
  return {
    listCents,
    discountBps,
    discountCents,
    pricePerVisitCents: listCents - discountCents,
    firstVisitCents,
    durationMinutes: rule.baseMinutes + steps * rule.stepMinutes + choice.addOns.reduce((sum, addOn) => sum + addOn.extraMinutes, 0),
    depositCents: Math.min(deposit, firstVisitCents),
  };
}
