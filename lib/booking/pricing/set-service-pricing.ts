import "server-only";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db/client";
import { serviceAddOns, servicePricing } from "@/db/schema";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { addOnsFromInput, pricingRuleFromInput } from "./pricing-rule-schema";
import type { ServicePricingInput } from "./service-pricing-schema";
import { auditPricingChange, lockLiveService, pricingSnapshot, refuseLimitedMember, type PricingScope } from "./service-pricing-writes";

/**
 * Sets how a service is priced for online booking and price quotes (issue 39 item 1): the rule
 * replaces the one stored, the add-ons replace the service's list, all in one transaction with
 * the service locked; audited with the rule before and after. Answers what is stored now.
 */
export async function setServicePricing(scope: PricingScope, input: ServicePricingInput, actor: MoneyActor) {
  refuseLimitedMember(scope);
  const { businessId } = scope;
  const { serviceId } = input;
  const rule = pricingRuleFromInput(input);
  return db.transaction(async (tx) => {
    await lockLiveService(tx, businessId, serviceId);
    const before = await pricingSnapshot(tx, businessId, serviceId);
    await tx
      .insert(servicePricing)
      .values({ businessId, serviceId, ...rule, frequencies: [...rule.frequencies] })
      .onConflictDoUpdate({
        target: [servicePricing.businessId, servicePricing.serviceId],
        set: { ...rule, frequencies: [...rule.frequencies], updatedAt: sql`now()` },
      });
    await replaceAddOns(tx, { businessId, serviceId }, addOnsFromInput(input));
    const after = await pricingSnapshot(tx, businessId, serviceId);
    await auditPricingChange(tx, { businessId, serviceId, actor, action: "service.pricing_updated", from: before, to: after });
    return after!;
  });
}

/**
 * An add-on sent with the id of one of this service's add-ons keeps that id (a booking names
 * the add-ons it took); the service's others are deleted; the rest are new. An id of another
 * service's add-on, or one sent twice, makes a new add-on rather than moving or merging one.
 */
async function replaceAddOns(tx: DbOrTx, service: { businessId: string; serviceId: string }, addOns: ReturnType<typeof addOnsFromInput>): Promise<void> {
  const ofService = and(eq(serviceAddOns.businessId, service.businessId), eq(serviceAddOns.serviceId, service.serviceId));
  const existing = new Set((await tx.select({ id: serviceAddOns.id }).from(serviceAddOns).where(ofService)).map((row) => row.id));
  const kept = new Set<string>();
  const added: typeof addOns = [];
  for (const addOn of addOns) {
    if (addOn.id && existing.has(addOn.id) && !kept.has(addOn.id)) kept.add(addOn.id);
    else added.push({ ...addOn, id: null });
  }
  await tx.delete(serviceAddOns).where(kept.size > 0 ? and(ofService, notInArray(serviceAddOns.id, [...kept])) : ofService);
  for (const addOn of addOns.filter((candidate) => candidate.id && kept.has(candidate.id))) {
    await tx
      .update(serviceAddOns)
      .set({ name: addOn.name, priceCents: addOn.priceCents, extraMinutes: addOn.extraMinutes, sortOrder: addOn.sortOrder })
      .where(and(ofService, eq(serviceAddOns.id, addOn.id!)));
  }
  if (added.length > 0) {
    await tx.insert(serviceAddOns).values(added.map(({ name, priceCents, extraMinutes, sortOrder }) => ({ ...service, name, priceCents, extraMinutes, sortOrder })));
  }
}
