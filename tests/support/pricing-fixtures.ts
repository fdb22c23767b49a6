import type { PricingRule } from "../../lib/booking/pricing/price-visit";

/**
 * Issue 39's demo rule for Greenleaf's Weekly Mowing as stored: $35 for the first 5,000 sq ft,
 * $4 per 1,000 above, at least $40, 45 minutes + 5 per step, weekly −10 %, every 2 weeks −5 %,
 * no deposit. Tests override what they change.
 */
export const LAWN_RULE: PricingRule = {
  basePriceCents: 3500,
  includedUnits: 5000,
  unitStep: 1000,
  stepPriceCents: 400,
  minimumCents: 4000,
  baseMinutes: 45,
  stepMinutes: 5,
  frequencies: ["weekly", "every_2_weeks"],
  discountBps: { weekly: 1000, every_2_weeks: 500 },
  depositCents: null,
  depositBps: null,
};
