import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { serviceAddOns, servicePricing } from "@/db/schema";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import type { ClearServicePricingInput } from "./service-pricing-schema";
import { auditPricingChange, lockLiveService, pricingSnapshot, refuseLimitedMember, type PricingScope } from "./service-pricing-writes";

/**
 * Removes a service's pricing rule and add-ons: the service keeps its own price and billing
 * method and can no longer be priced from a measure. Audited once when there was a rule;
 * clearing a service without one changes nothing.
 */
export async function clearServicePricing(scope: PricingScope, input: ClearServicePricingInput, actor: MoneyActor): Promise<{ cleared: boolean }> {
  refuseLimitedMember(scope);
  const { businessId } = scope;
  const { serviceId } = input;
  return db.transaction(async (tx) => {
    await lockLiveService(tx, businessId, serviceId);
    const before = await pricingSnapshot(tx, businessId, serviceId);
    if (!before) return { cleared: false };
    await tx.delete(serviceAddOns).where(and(eq(serviceAddOns.businessId, businessId), eq(serviceAddOns.serviceId, serviceId)));
    await tx.delete(servicePricing).where(and(eq(servicePricing.businessId, businessId), eq(servicePricing.serviceId, serviceId)));
    await auditPricingChange(tx, { businessId, serviceId, actor, action: "service.pricing_cleared", from: before, to: null });
    return { cleared: true };
  });
}
