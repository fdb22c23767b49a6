import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { servicePricing } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { ruleFromRow } from "./get-service-pricing";
import { priceVisit } from "./price-visit";

export type ServicePricingSummary = { fromCents: number; measureName: string | null };

/**
 * For the Services screen, in one statement: each priced service's lowest visit price (the
 * smallest measure, no add-ons, before any frequency discount — priced by the one calculator)
 * and what it is measured by.
 */
export async function listServicePricingSummaries(scope: BusinessScope): Promise<Map<string, ServicePricingSummary>> {
  const rows = await db.select().from(servicePricing).where(eq(servicePricing.businessId, scope.businessId));
  return new Map(
    rows.map((row) => {
      const rule = ruleFromRow(row);
      const { listCents } = priceVisit(rule, { measure: 0, addOns: [], frequency: rule.frequencies[0] });
      return [row.serviceId, { fromCents: listCents, measureName: row.measureName }];
    }),
  );
}
