import { describe, expect, it } from "vitest";
import { emptyPricingForm, pricingFormFromStored, pricingInputFromForm, type StoredPricing } from "@/components/admin/services/pricing-form-state";
import { LAWN_RULE } from "@/tests/support/pricing-fixtures";
import { addOnsFromInput, pricingRuleFromInput, pricingRuleInputSchema } from "@/lib/booking/pricing/pricing-rule-schema";

/**
 * The pricing form shows a stored rule as the owner typed it, and saving it untouched stores the
 * same rule again (a reload must never change prices), its add-ons keeping their ids.
 */
const roundTrip = (stored: StoredPricing) => {
  const input = pricingRuleInputSchema.parse(pricingInputFromForm(pricingFormFromStored(stored)));
  const { measureName, measureUnit, ...rule } = pricingRuleFromInput(input);
  return { measureName, measureUnit, rule, addOns: addOnsFromInput(input) };
};

const lawn: StoredPricing = {
  measureName: "Lawn size",
  measureUnit: "sq ft",
  // A discount with a fraction of a percent and a deposit as a share: the less simple fields.
  rule: { ...LAWN_RULE, discountBps: { weekly: 1000, every_2_weeks: 550 }, depositBps: 2500 },
  addOns: [{ id: "6f1c2d9e-3b4a-4c5d-8e6f-7a8b9c0d1e2f", name: "Edging", priceCents: 1250, extraMinutes: 10 }],
};

describe("the pricing form's values (issue 39 item 1)", () => {
  it("shows amounts in dollars and discounts in percent", () => {
    const form = pricingFormFromStored(lawn);
    expect([form.basePrice, form.minimum, form.includedUnits, form.discounts.weekly, form.discounts.every_2_weeks, form.deposit, form.depositPercent]).toEqual(["35.00", "40.00", "5000", "10", "5.5", "percent", "25"]);
    expect(form.discounts.monthly).toBe("");
  });

  it("stores the same rule again when saved untouched", () => {
    const again = roundTrip(lawn);
    expect(again.rule).toEqual(lawn.rule);
    expect([again.measureName, again.measureUnit]).toEqual(["Lawn size", "sq ft"]);
    expect(again.addOns).toEqual([{ id: lawn.addOns[0].id, name: "Edging", priceCents: 1250, extraMinutes: 10, sortOrder: 0 }]);
  });

  it("round-trips a fixed price with an amount deposit and no measure", () => {
    const fixed: StoredPricing = {
      measureName: null,
      measureUnit: null,
      rule: { ...lawn.rule, includedUnits: 0, unitStep: 1, stepPriceCents: 0, minimumCents: 0, stepMinutes: 0, frequencies: ["one_time"], discountBps: {}, depositCents: 2500, depositBps: null },
      addOns: [],
    };
    expect(roundTrip(fixed).rule).toEqual(fixed.rule);
  });

  it("sends no discount of a frequency that is not offered", () => {
    const form = { ...emptyPricingForm(), frequencies: ["monthly" as const] };
    form.discounts = { ...form.discounts, weekly: "50", monthly: "5" };
    expect(pricingInputFromForm(form).discounts).toEqual({ monthly: "5" });
  });
});
