import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOOKING_FREQUENCIES, MOST_TO_LEAST_FREQUENT, type BookingFrequency } from "@/lib/booking/pricing/frequencies";
import { priceVisit, type PricingAddOn, type PricingRule } from "@/lib/booking/pricing/price-visit";
import { PRICING_MESSAGES, pricingRuleFromInput, pricingRuleInputSchema } from "@/lib/booking/pricing/pricing-rule-schema";

/** Issue 39's demo rule: $35 base plus $4 per 1,000 sq ft above 5,000, minimum $40, weekly −10 %, every 2 weeks −5 %. */
const mowing: PricingRule = {
  basePriceCents: 3_500, includedUnits: 5_000, unitStep: 1_000, stepPriceCents: 400, minimumCents: 4_000,
  baseMinutes: 45, stepMinutes: 5, frequencies: ["weekly", "every_2_weeks", "one_time"], discountBps: { weekly: 1_000, every_2_weeks: 500 },
  depositCents: null, depositBps: null,
};

describe("priceVisit: the demo's weekly mowing", () => {
  it("prices a 9,000 sq ft lawn at $51.00 before the discount and $45.90 weekly", () => {
    expect(priceVisit(mowing, { measure: 9_000, addOns: [], frequency: "weekly" })).toEqual({
      listCents: 5_100, discountBps: 1_000, discountCents: 510, pricePerVisitCents: 4_590, firstVisitCents: 5_100, durationMinutes: 65, depositCents: 0,
    });
    expect(priceVisit(mowing, { measure: 9_000, addOns: [], frequency: "every_2_weeks" }).pricePerVisitCents).toBe(4_845);
  });

  it("counts a part step as a whole one, never goes below the minimum, and adds the add-ons after it", () => {
    expect(priceVisit(mowing, { measure: 5_001, addOns: [], frequency: "one_time" }).listCents).toBe(4_000);
    expect(priceVisit(mowing, { measure: 6_001, addOns: [], frequency: "one_time" }).listCents).toBe(4_300);
    expect(priceVisit(mowing, { measure: 0, addOns: [], frequency: "one_time" }).listCents).toBe(4_000);
    const edging: PricingAddOn = { id: "a", name: "Edging", priceCents: 1_500, extraMinutes: 10 };
    expect(priceVisit(mowing, { measure: 0, addOns: [edging], frequency: "one_time" })).toMatchObject({ listCents: 5_500, durationMinutes: 55 });
  });

  it("gives no discount for a frequency the rule does not offer", () => {
    expect(priceVisit(mowing, { measure: 9_000, addOns: [], frequency: "monthly" })).toMatchObject({ discountBps: 0, pricePerVisitCents: 5_100 });
  });

  it("takes a deposit as an amount or a share of the first visit, never more than the first visit", () => {
    expect(priceVisit({ ...mowing, depositCents: 2_500 }, { measure: 9_000, addOns: [], frequency: "one_time" }).depositCents).toBe(2_500);
    expect(priceVisit({ ...mowing, depositBps: 2_000 }, { measure: 9_000, addOns: [], frequency: "weekly" }).depositCents).toBe(1_020);
    expect(priceVisit({ ...mowing, depositCents: 99_999 }, { measure: 9_000, addOns: [], frequency: "weekly" }).depositCents).toBe(5_100);
  });
});

/** Any rule the form accepts: discounts drawn at random, then sorted so a more frequent plan never has a smaller one (the schema's rule). */
const ruleArbitrary = fc
  .record({
    basePriceCents: fc.integer({ min: 0, max: 10_000_000 }),
    includedUnits: fc.integer({ min: 0, max: 100_000 }),
    unitStep: fc.integer({ min: 1, max: 10_000 }),
    stepPriceCents: fc.integer({ min: 0, max: 100_000 }),
    minimumCents: fc.integer({ min: 0, max: 10_000_000 }),
    baseMinutes: fc.integer({ min: 1, max: 1_440 }),
    stepMinutes: fc.integer({ min: 0, max: 120 }),
    frequencies: fc.subarray([...BOOKING_FREQUENCIES], { minLength: 1 }),
    discounts: fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 5, maxLength: 5 }),
  })
  .map(({ discounts, frequencies, ...rest }): PricingRule => {
    const sorted = [...discounts].sort((a, b) => b - a);
    const offered = MOST_TO_LEAST_FREQUENT.filter((f) => frequencies.includes(f));
    return { ...rest, frequencies: offered, discountBps: Object.fromEntries(offered.map((f, i) => [f, sorted[i]])), depositCents: null, depositBps: null };
  });
const addOnsArbitrary = fc.array(fc.record({ id: fc.uuid(), name: fc.constant("Extra"), priceCents: fc.integer({ min: 0, max: 100_000 }), extraMinutes: fc.integer({ min: 0, max: 480 }) }), { maxLength: 5 });
const frequencyArbitrary = fc.constantFrom(...BOOKING_FREQUENCIES);

describe("priceVisit: properties of every rule the form accepts", () => {
  it("is integer cents, never below the minimum, and the discount is never more than the price", () => {
    fc.assert(
      fc.property(ruleArbitrary, fc.integer({ min: 0, max: 10_000_000 }), addOnsArbitrary, frequencyArbitrary, (rule, measure, addOns, frequency) => {
        const price = priceVisit(rule, { measure, addOns, frequency });
        for (const value of [price.listCents, price.pricePerVisitCents, price.firstVisitCents, price.discountCents]) expect(Number.isInteger(value)).toBe(true);
        expect(price.firstVisitCents).toBeGreaterThanOrEqual(rule.minimumCents);
        expect(price.pricePerVisitCents).toBeGreaterThanOrEqual(0);
        expect(price.pricePerVisitCents).toBeLessThanOrEqual(price.listCents);
        expect(price.listCents).toBe(price.pricePerVisitCents + price.discountCents);
      }),
    );
  });

  it("never costs less, nor takes less time, for a larger measure", () => {
    fc.assert(
      fc.property(ruleArbitrary, fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), addOnsArbitrary, frequencyArbitrary, (rule, measure, more, addOns, frequency) => {
        const smaller = priceVisit(rule, { measure, addOns, frequency });
        const larger = priceVisit(rule, { measure: measure + more, addOns, frequency });
        expect(larger.pricePerVisitCents).toBeGreaterThanOrEqual(smaller.pricePerVisitCents);
        expect(larger.firstVisitCents).toBeGreaterThanOrEqual(smaller.firstVisitCents);
        expect(larger.durationMinutes).toBeGreaterThanOrEqual(smaller.durationMinutes);
      }),
    );
  });

  it("never makes a more frequent plan cost more per visit than a less frequent one", () => {
    fc.assert(
      fc.property(ruleArbitrary, fc.integer({ min: 0, max: 10_000_000 }), addOnsArbitrary, (rule, measure, addOns) => {
        const perVisit = rule.frequencies.map((frequency) => priceVisit(rule, { measure, addOns, frequency }).pricePerVisitCents);
        perVisit.slice(1).forEach((lessFrequent, i) => expect(perVisit[i]).toBeLessThanOrEqual(lessFrequent));
      }),
    );
  });
});

describe("pricingRuleInputSchema", () => {
  const form = {
    measureName: "Lawn size", measureUnit: "sq ft", basePrice: "35", includedUnits: "5000", unitStep: "1000", stepPrice: "4", minimum: "40",
    baseMinutes: "45", stepMinutes: "5", frequencies: ["one_time", "weekly", "every_2_weeks"] as BookingFrequency[], discounts: { weekly: "10", every_2_weeks: "5" },
  };

  it("stores the demo rule as cents and basis points, frequencies most frequent first", () => {
    const parsed = pricingRuleInputSchema.parse(form);
    expect(pricingRuleFromInput(parsed)).toEqual({ ...mowing, measureName: "Lawn size", measureUnit: "sq ft" });
  });

  it("refuses a more frequent plan with a smaller discount, a price per unit without a measure, and no frequency", () => {
    const issues = (values: object) => pricingRuleInputSchema.safeParse({ ...form, ...values }).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ discounts: { weekly: "4", every_2_weeks: "5" } })).toEqual([["discounts.weekly", PRICING_MESSAGES.discountsFall]]);
    expect(issues({ measureName: "" })).toEqual([["measureName", PRICING_MESSAGES.measureNeedsName]]);
    expect(issues({ frequencies: [] })).toEqual([["frequencies", PRICING_MESSAGES.oneFrequency]]);
    expect(issues({ basePrice: "" })).toEqual([["basePrice", "This field is required"]]);
    expect(issues({ deposit: "percent", depositPercent: "" })).toEqual([["depositPercent", "This field is required"]]);
  });
});
