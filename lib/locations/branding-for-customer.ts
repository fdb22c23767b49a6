import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, locations } from "@/db/schema";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import type { CustomerScope } from "@/lib/foundation/scope";

/**
 * What a customer sees of the business (issue 38 item 5): the business's branding, and — when
 * the business runs more than one location — their branch's name and its contact details in
 * place of the business's (each where the branch has one). A business with one location is
 * shown exactly as before. One statement.
 */
export async function brandingForCustomer(branding: PortalBranding, scope: CustomerScope): Promise<PortalBranding> {
  const live = sql<number>`(select count(*)::int from locations l where l.business_id = ${scope.businessId}::uuid and l.archived_at is null)`;
  const [row] = await db
    .select({ name: locations.name, address: locations.address, phone: locations.phone, email: locations.email, live })
    .from(customers)
    .innerJoin(locations, and(eq(locations.businessId, customers.businessId), eq(locations.id, customers.locationId)))
    .where(and(eq(customers.businessId, scope.businessId), eq(customers.id, scope.customerId)));
  if (!row || Number(row.live) < 2) return branding;
  return {
    ...branding,
    locationName: row.name,
    businessAddress: row.address ?? branding.businessAddress,
    businessPhone: row.phone ?? branding.businessPhone,
    businessEmail: row.email ?? branding.businessEmail,
  };
}
