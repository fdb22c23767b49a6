import * as schema from "../schema";
import type { SeedContext } from "./context";

type Rule = Omit<typeof schema.servicePricing.$inferInsert, "businessId" | "serviceId">;
type AddOn = { name: string; priceCents: number; extraMinutes: number };

/** One service's pricing rule and add-ons (issue 39 item 8: the demo's online booking prices from these). */
export async function seedServicePricing(ctx: SeedContext, service: { businessId: string; id: string }, rule: Rule, addOns: AddOn[] = []) {
  await ctx.tx.insert(schema.servicePricing).values({ businessId: service.businessId, serviceId: service.id, ...rule });
  if (addOns.length > 0) {
    await ctx.tx.insert(schema.serviceAddOns).values(addOns.map((addOn, i) => ({ businessId: service.businessId, serviceId: service.id, sortOrder: i, ...addOn })));
  }
}

/**
 * Greenleaf: weekly mowing by lawn square feet — $35 base for up to 5,000 sq ft plus $4 per
 * 1,000 above, minimum $40, weekly −10 %, every 2 weeks −5 % (a 9,000 sq ft lawn: $51.00, $45.90
 * weekly); aeration one time only with a $25 deposit.
 */
export async function seedGreenleafPricing(ctx: SeedContext, services: Record<string, { businessId: string; id: string }>) {
  await seedServicePricing(
    ctx,
    services["Weekly Mowing"],
    {
      measureName: "Lawn size", measureUnit: "sq ft", basePriceCents: 3_500, includedUnits: 5_000, unitStep: 1_000, stepPriceCents: 400, minimumCents: 4_000,
      baseMinutes: 45, stepMinutes: 5, frequencies: ["weekly", "every_2_weeks", "one_time"], discountBps: { weekly: 1_000, every_2_weeks: 500 },
    },
    [
      { name: "Bag and haul clippings", priceCents: 800, extraMinutes: 10 },
      { name: "Weed the flower beds", priceCents: 1_500, extraMinutes: 20 },
    ],
  );
  await seedServicePricing(
    ctx,
    services["Lawn Aeration"],
    {
      measureName: "Lawn size", measureUnit: "sq ft", basePriceCents: 7_900, includedUnits: 5_000, unitStep: 1_000, stepPriceCents: 800, minimumCents: 7_900,
      baseMinutes: 60, stepMinutes: 5, frequencies: ["one_time"], depositCents: 2_500,
    },
    [{ name: "Overseeding", priceCents: 4_500, extraMinutes: 30 }],
  );
}

/** Sparkle: a standard clean by bedrooms and bathrooms — $120 for up to three rooms, $20 and 25 minutes each above. */
export async function seedSparklePricing(ctx: SeedContext, standardCleaning: { businessId: string; id: string }) {
  await seedServicePricing(
    ctx,
    standardCleaning,
    {
      measureName: "Bedrooms and bathrooms", measureUnit: "rooms", basePriceCents: 12_000, includedUnits: 3, unitStep: 1, stepPriceCents: 2_000, minimumCents: 12_000,
      baseMinutes: 150, stepMinutes: 25, frequencies: ["weekly", "every_2_weeks", "every_4_weeks", "one_time"], discountBps: { weekly: 1_500, every_2_weeks: 1_000, every_4_weeks: 500 },
      depositBps: 2_000,
    },
    [
      { name: "Inside the fridge", priceCents: 3_000, extraMinutes: 30 },
      { name: "Inside the oven", priceCents: 3_000, extraMinutes: 30 },
      { name: "Interior windows", priceCents: 4_000, extraMinutes: 45 },
    ],
  );
}
