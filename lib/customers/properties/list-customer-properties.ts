import "server-only";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { properties } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";
import type { PropertyView } from "../customer-views";

export const propertyColumns = {
  id: properties.id,
  label: properties.label,
  address: properties.address,
  city: properties.city,
  state: properties.state,
  zip: properties.zip,
  gateCode: properties.gateCode,
  pets: properties.pets,
  hazards: properties.hazards,
  accessNotes: properties.accessNotes,
  isPrimary: properties.isPrimary,
};

/** A customer's current service addresses, the primary one first. */
export async function listCustomerProperties(scope: CustomerScope): Promise<PropertyView[]> {
  return db
    .select(propertyColumns)
    .from(properties)
    .where(and(eq(properties.businessId, scope.businessId), eq(properties.customerId, scope.customerId), isNull(properties.archivedAt)))
    .orderBy(desc(properties.isPrimary), asc(properties.createdAt));
}
