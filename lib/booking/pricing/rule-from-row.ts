import type { servicePricing } from "@/db/schema";
import type { BookingFrequency } from "./frequencies";
import type { PricingRule } from "./price-visit";

/** The calculator's rule from a stored `service_pricing` row. */
export function ruleFromRow(row: typeof servicePricing.$inferSelect): PricingRule {
  return {
    basePriceCents: row.basePriceCents,
    includedUnits: row.includedUnits,
    unitStep: row.unitStep,
    stepPriceCents: row.stepPriceCents,
    minimumCents: row.minimumCents,
    baseMinutes: row.baseMinutes,
    stepMinutes: row.stepMinutes,
    frequencies: row.frequencies as BookingFrequency[],
    discountBps: row.discountBps,
    depositCents: row.depositCents,
    depositBps: row.depositBps,
  };
}
