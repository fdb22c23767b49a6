import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, customers, services } from "@/db/schema";
import { locatedRowInScope } from "@/lib/locations/location-scope-sql";
import { locationTaxRatePercentSql } from "./location-tax-rate-sql";
import type { BusinessScope } from "@/lib/foundation/scope";

/** `taxRatePercent`: the customer's location's own rate (issue 38), null for the business's. */
export type BuilderCustomer = { id: string; name: string; email: string | null; taxRatePercent: number | null };
export type BuilderService = { id: string; name: string; priceCents: number | null };
export type BuilderOptions = { customers: BuilderCustomer[]; services: BuilderService[]; taxRatePercent: number };

const MAX_CUSTOMERS = 1000;

/** What the quote and invoice builders offer: the business's customers, active services and tax rate. */
export async function listBuilderOptions(scope: BusinessScope): Promise<BuilderOptions> {
  const [customerRows, serviceRows, [business]] = await Promise.all([
    db
      .select({
        id: customers.id,
        name: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
        email: customers.email,
        taxRatePercent: locationTaxRatePercentSql(),
      })
      .from(customers)
      .where(and(locatedRowInScope(customers, scope), ne(customers.status, "inactive")))
      .orderBy(asc(customers.lastName), asc(customers.firstName))
      .limit(MAX_CUSTOMERS),
    db
      .select({ id: services.id, name: services.name, priceCents: services.priceCents })
      .from(services)
      .where(and(eq(services.businessId, scope.businessId), eq(services.active, true)))
      .orderBy(asc(services.name)),
    db.select({ taxRate: businesses.taxRate }).from(businesses).where(eq(businesses.id, scope.businessId)),
  ]);
  return { customers: customerRows, services: serviceRows, taxRatePercent: business?.taxRate ?? 0 };
}
