import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { serviceAddOns, servicePricing, services } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { PricingAddOn, PricingRule } from "./price-visit";
import { ruleFromRow } from "./rule-from-row";

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
 */
export async function getServicePricing(scope: BusinessScope, serviceId: string): Promise<ServicePricing | null> {
  const [row] = await db
    .select({ serviceName: services.name, pricing: servicePricing })
    .from(servicePricing)
    .innerJoin(services, and(eq(services.businessId, servicePricing.businessId), eq(services.id, servicePricing.serviceId)))
    .where(and(eq(servicePricing.businessId, scope.businessId), eq(servicePricing.serviceId, serviceId), isNull(services.archivedAt), eq(services.active, true)))
    .limit(1);
  if (!row) return null;
  const addOns = await db
    .select({ id: serviceAddOns.id, name: serviceAddOns.name, priceCents: serviceAddOns.priceCents, extraMinutes: serviceAddOns.extraMinutes })
    .from(serviceAddOns)
    .where(and(eq(serviceAddOns.businessId, scope.businessId), eq(serviceAddOns.serviceId, serviceId)))
    .orderBy(asc(serviceAddOns.sortOrder), asc(serviceAddOns.name));
  const { pricing } = row;
  return {
    serviceId,
    serviceName: row.serviceName,
    measureName: pricing.measureName,
    measureUnit: pricing.measureUnit,
    rule: ruleFromRow(pricing),
    addOns,
  };
}
