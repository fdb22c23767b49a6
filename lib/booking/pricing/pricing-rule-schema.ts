import { z } from "zod";
import { GENERIC_MESSAGES, optionalNumber, optionalText, requiredNumber, requiredText } from "@/lib/validation/generic";
import { BOOKING_FREQUENCIES, MOST_TO_LEAST_FREQUENT, type BookingFrequency } from "./frequencies";
import type { PricingRule } from "./price-visit";
import { PRICING_LIMITS, PRICING_MESSAGES } from "./pricing-limits";

/**
 * Settings → Services → Pricing, the server action and the API (client-safe): amounts typed in
 * dollars and percent, stored as cents and basis points. §5's generic messages; the two rules of
 * its own say what the owner did wrong in words.
 */
// Zod-free, so the admin's form loads them without zod (re-exported here, where callers found them).
export { PRICING_LIMITS, PRICING_MESSAGES };

// An optional number may also be left out altogether (an API caller's JSON, not only a form's
// empty field): without the default zod answers an absent key with its own English, not §5's.
const optional = (rules: Parameters<typeof optionalNumber>[0]) => optionalNumber(rules).default(null);
const dollars = (required: boolean) => (required ? requiredNumber({ min: 0, max: PRICING_LIMITS.dollars }) : optional({ min: 0, max: PRICING_LIMITS.dollars }));
const wholeNumber = (min: number, max: number) => optional({ min, max, integer: true });
const percent = optional({ min: 0, max: 100 });

const addOnSchema = z.object({
  id: z.uuid({ error: GENERIC_MESSAGES.custom }).nullish(),
  name: requiredText({ max: PRICING_LIMITS.name }),
  price: dollars(true),
  extraMinutes: wholeNumber(0, PRICING_LIMITS.addOnMinutes),
});

export const pricingRuleInputSchema = z
  .object({
    measureName: optionalText({ max: PRICING_LIMITS.name }),
    measureUnit: optionalText({ max: PRICING_LIMITS.unit }),
    basePrice: dollars(true),
    includedUnits: wholeNumber(0, PRICING_LIMITS.units),
    unitStep: wholeNumber(1, PRICING_LIMITS.units),
    stepPrice: dollars(false),
    minimum: dollars(false),
    baseMinutes: requiredNumber({ min: 1, max: PRICING_LIMITS.minutes, integer: true }),
    stepMinutes: wholeNumber(0, PRICING_LIMITS.minutes),
    frequencies: z.array(z.enum(BOOKING_FREQUENCIES, { error: GENERIC_MESSAGES.custom }), { error: GENERIC_MESSAGES.custom }).min(1, PRICING_MESSAGES.oneFrequency),
    discounts: z.partialRecord(z.enum(BOOKING_FREQUENCIES, { error: GENERIC_MESSAGES.custom }), percent).default({}),
    deposit: z.enum(["none", "amount", "percent"], { error: GENERIC_MESSAGES.custom }).default("none"),
    depositAmount: optional({ min: 0.01, max: PRICING_LIMITS.dollars }),
    depositPercent: optional({ min: 0.01, max: 100 }),
    addOns: z.array(addOnSchema, { error: GENERIC_MESSAGES.custom }).max(PRICING_LIMITS.addOns, GENERIC_MESSAGES.custom).default([]),
  })
  .superRefine((value, ctx) => {
    if ((value.stepPrice ?? 0) > 0 && !value.measureName) ctx.addIssue({ code: "custom", path: ["measureName"], message: PRICING_MESSAGES.measureNeedsName });
    if (value.deposit === "amount" && value.depositAmount === null) ctx.addIssue({ code: "custom", path: ["depositAmount"], message: GENERIC_MESSAGES.required });
    if (value.deposit === "percent" && value.depositPercent === null) ctx.addIssue({ code: "custom", path: ["depositPercent"], message: GENERIC_MESSAGES.required });
    const offered = MOST_TO_LEAST_FREQUENT.filter((frequency) => value.frequencies.includes(frequency));
    offered.slice(1).forEach((lessFrequent, i) => {
      if ((value.discounts[lessFrequent] ?? 0) > (value.discounts[offered[i]] ?? 0)) {
        ctx.addIssue({ code: "custom", path: ["discounts", offered[i]], message: PRICING_MESSAGES.discountsFall });
      }
    });
  });

export type PricingRuleInput = z.output<typeof pricingRuleInputSchema>;
export type PricingRuleFormValues = z.input<typeof pricingRuleInputSchema>;

const cents = (amount: number | null) => Math.round((amount ?? 0) * 100);
const bps = (percentValue: number | null | undefined) => Math.round((percentValue ?? 0) * 100);

/** The stored rule: cents and basis points, only the offered frequencies' discounts, the measure's unit kept only with a measure. */
export function pricingRuleFromInput(input: PricingRuleInput): PricingRule & { measureName: string | null; measureUnit: string | null } {
  const discountBps: Partial<Record<BookingFrequency, number>> = {};
  for (const frequency of input.frequencies) {
    const value = bps(input.discounts[frequency]);
    if (value > 0) discountBps[frequency] = value;
  }
  return {
    measureName: input.measureName,
    measureUnit: input.measureName ? input.measureUnit : null,
    basePriceCents: cents(input.basePrice),
    includedUnits: input.includedUnits ?? 0,
    unitStep: input.unitStep ?? 1,
    stepPriceCents: input.measureName ? cents(input.stepPrice) : 0,
    minimumCents: cents(input.minimum),
    baseMinutes: input.baseMinutes,
    stepMinutes: input.measureName ? (input.stepMinutes ?? 0) : 0,
    frequencies: MOST_TO_LEAST_FREQUENT.filter((frequency) => input.frequencies.includes(frequency)),
    discountBps,
    depositCents: input.deposit === "amount" ? cents(input.depositAmount) : null,
    depositBps: input.deposit === "percent" ? bps(input.depositPercent) : null,
  };
}

export const addOnsFromInput = (input: PricingRuleInput) =>
  input.addOns.map((addOn, i) => ({ id: addOn.id ?? null, name: addOn.name, priceCents: cents(addOn.price), extraMinutes: addOn.extraMinutes ?? 0, sortOrder: i }));
