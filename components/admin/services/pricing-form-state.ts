import { BOOKING_FREQUENCIES, type BookingFrequency } from "@/lib/booking/pricing/frequencies";
import type { PricingAddOn, PricingRule } from "@/lib/booking/pricing/price-visit";
import type { PricingRuleFormValues } from "@/lib/booking/pricing/pricing-rule-schema";

/**
 * The pricing form's values as the owner types them (strings, dollars, percent), and the one
 * mapping to the schema's input — the form, its live preview and the server action all read the
 * rule through `pricingRuleInputSchema`, so the preview prices exactly what will be saved.
 */
export type AddOnRow = { key: string; id: string | null; name: string; price: string; extraMinutes: string };

export type PricingFormState = {
  measureName: string;
  measureUnit: string;
  basePrice: string;
  includedUnits: string;
  unitStep: string;
  stepPrice: string;
  minimum: string;
  baseMinutes: string;
  stepMinutes: string;
  frequencies: BookingFrequency[];
  discounts: Record<BookingFrequency, string>;
  deposit: "none" | "amount" | "percent";
  depositAmount: string;
  depositPercent: string;
  addOns: AddOnRow[];
};

/** What a stored rule looks like to the form (the loader's shape, serialisable to the client). */
export type StoredPricing = { measureName: string | null; measureUnit: string | null; rule: PricingRule; addOns: PricingAddOn[] };

let rowCount = 0;
/** A React key for a new add-on row; stored rows use their id. */
export const newRowKey = () => `add-on-${++rowCount}`;

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** An optional amount or count of 0 shows as an empty field, as the owner left it. */
const optionalDollars = (cents: number) => (cents === 0 ? "" : dollars(cents));
const optionalCount = (value: number) => (value === 0 ? "" : String(value));
const percent = (bps: number | null | undefined) => (bps ? String(bps / 100) : "");

export const addOnRows = (addOns: readonly PricingAddOn[]): AddOnRow[] =>
  addOns.map((addOn) => ({ key: addOn.id, id: addOn.id, name: addOn.name, price: dollars(addOn.priceCents), extraMinutes: optionalCount(addOn.extraMinutes) }));

const noDiscounts = () => Object.fromEntries(BOOKING_FREQUENCIES.map((frequency) => [frequency, ""])) as Record<BookingFrequency, string>;

export function emptyPricingForm(): PricingFormState {
  return {
    measureName: "",
    measureUnit: "",
    basePrice: "",
    includedUnits: "",
    unitStep: "",
    stepPrice: "",
    minimum: "",
    baseMinutes: "",
    stepMinutes: "",
    frequencies: [],
    discounts: noDiscounts(),
    deposit: "none",
    depositAmount: "",
    depositPercent: "",
    addOns: [],
  };
}

export function pricingFormFromStored(stored: StoredPricing | null): PricingFormState {
  if (!stored) return emptyPricingForm();
  const { rule } = stored;
  return {
    measureName: stored.measureName ?? "",
    measureUnit: stored.measureUnit ?? "",
    basePrice: dollars(rule.basePriceCents),
    includedUnits: optionalCount(rule.includedUnits),
    // A fixed price stores the step as 1: no measure, nothing to show.
    unitStep: rule.unitStep === 1 && !stored.measureName ? "" : String(rule.unitStep),
    stepPrice: optionalDollars(rule.stepPriceCents),
    minimum: optionalDollars(rule.minimumCents),
    baseMinutes: String(rule.baseMinutes),
    stepMinutes: optionalCount(rule.stepMinutes),
    frequencies: [...rule.frequencies],
    discounts: { ...noDiscounts(), ...Object.fromEntries(rule.frequencies.map((frequency) => [frequency, percent(rule.discountBps[frequency])])) },
    deposit: rule.depositCents !== null ? "amount" : rule.depositBps !== null ? "percent" : "none",
    depositAmount: rule.depositCents !== null ? dollars(rule.depositCents) : "",
    depositPercent: percent(rule.depositBps),
    addOns: addOnRows(stored.addOns),
  };
}

/** The schema's input: only the offered frequencies' discounts, the add-ons without their React keys. */
export function pricingInputFromForm(state: PricingFormState): PricingRuleFormValues {
  return {
    ...state,
    discounts: Object.fromEntries(state.frequencies.map((frequency) => [frequency, state.discounts[frequency]])),
    addOns: state.addOns.map(({ id, name, price, extraMinutes }) => ({ id, name, price, extraMinutes })),
  };
}
