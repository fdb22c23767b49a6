import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { db, type DbOrTx } from "@/db/client";
import { serviceAddOns, servicePricing, services } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { PricingAddOn, PricingRule } from "./price-visit";
import { ruleFromRow } from "./rule-from-row";

export { ruleFromRow };

export type ServicePricing = {
  serviceId: string;
  serviceName: string;
  measureName: string | null;
  measureUnit: string | null;
  rule: PricingRule;
  addOns: PricingAddOn[];
};

/**
 * A live service's pricing rule and add-ons, or null when the service is not the business's,
 * is archived or inactive, or has no rule (it keeps its own price and cannot be priced from a
 * measure). Two statements: the rule with its service, then the add-ons in their order.
 * `includeHidden`: the admin's pricing screen also edits the rule of a service hidden from the
 * portal (an owner prices a service before showing it).
 */
export async function getServicePricing(scope: BusinessScope, serviceId: string, options: { includeHidden?: boolean } = {}): Promise<ServicePricing | null> {
  const [row] = await db
    .select({ serviceName: services.name, pricing: servicePricing })
    .from(servicePricing)
    .innerJoin(services, and(eq(services.businessId, servicePricing.businessId), eq(services.id, servicePricing.serviceId)))
    .where(
      and(
        eq(servicePricing.businessId, scope.businessId),
        eq(servicePricing.serviceId, serviceId),
        isNull(services.archivedAt),
        options.includeHidden ? undefined : eq(services.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { pricing } = row;
  return {
    serviceId,
    serviceName: row.serviceName,
    measureName: pricing.measureName,
    measureUnit: pricing.measureUnit,
    rule: ruleFromRow(pricing),
    addOns: await listServiceAddOns(db, scope.businessId, serviceId),
  };
}


/** A service's add-ons in the owner's order (in the caller's transaction when it writes them). */
export function listServiceAddOns(tx: DbOrTx, businessId: string, serviceId: string): Promise<PricingAddOn[]> {
  return tx
    .select({ id: serviceAddOns.id, name: serviceAddOns.name, priceCents: serviceAddOns.priceCents, extraMinutes: serviceAddOns.extraMinutes })
    .from(serviceAddOns)
    .where(and(eq(serviceAddOns.businessId, businessId), eq(serviceAddOns.serviceId, serviceId)))
    .orderBy(asc(serviceAddOns.sortOrder), asc(serviceAddOns.name));
}
