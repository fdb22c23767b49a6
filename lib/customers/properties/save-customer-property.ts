import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { db, type Tx } from "@/db/client";
import { customers, properties } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { CustomerScope } from "@/lib/foundation/scope";
import { customerNotFound } from "../customer-errors";
import type { PropertyData } from "./property-schema";
import { propertyColumns } from "./list-customer-properties";
import type { PropertyView } from "../customer-views";

async function requireCustomer(tx: Tx, scope: CustomerScope) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.businessId, scope.businessId), eq(customers.id, scope.customerId)))
    .for("update");
  if (!row) throw customerNotFound();
}

/** Only one primary address per customer: making one primary demotes the others first. */
async function demoteOthers(tx: Tx, scope: CustomerScope, keepId: string | null) {
  await tx
    .update(properties)
    .set({ isPrimary: false })
    .where(
      and(
        eq(properties.businessId, scope.businessId),
        eq(properties.customerId, scope.customerId),
        eq(properties.isPrimary, true),
        keepId ? ne(properties.id, keepId) : undefined,
      ),
    );
}

const fields = (input: PropertyData) => ({
  label: input.label,
  address: input.address,
  city: input.city,
  state: input.state,
  zip: input.zip,
  gateCode: input.gateCode,
  pets: input.pets,
  hazards: input.hazards,
  accessNotes: input.accessNotes,
  isPrimary: input.isPrimary,
});

/** Adds a service address to a customer of the business; the first one is primary. */
export async function addCustomerProperty(scope: CustomerScope, input: PropertyData): Promise<PropertyView> {
  return db.transaction(async (tx) => {
    await requireCustomer(tx, scope);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(eq(properties.businessId, scope.businessId), eq(properties.customerId, scope.customerId), isNull(properties.archivedAt)));
    const isPrimary = input.isPrimary || count === 0;
    if (isPrimary) await demoteOthers(tx, scope, null);
    const [row] = await tx
      .insert(properties)
      .values({ ...fields(input), isPrimary, businessId: scope.businessId, customerId: scope.customerId })
      .returning(propertyColumns);
    return row;
  });
}

/** Edits one of the customer's service addresses. */
export async function updateCustomerProperty(scope: CustomerScope, propertyId: string, input: PropertyData): Promise<PropertyView> {
  return db.transaction(async (tx) => {
    await requireCustomer(tx, scope);
    if (input.isPrimary) await demoteOthers(tx, scope, propertyId);
    const [row] = await tx
      .update(properties)
      .set({ ...fields(input), updatedAt: sql`now()` })
      .where(
        and(
          eq(properties.businessId, scope.businessId),
          eq(properties.customerId, scope.customerId),
          eq(properties.id, propertyId),
          isNull(properties.archivedAt),
        ),
      )
      .returning(propertyColumns);
    if (!row) throw new DomainError("not_found", "Property not found");
    return row;
  });
}

/** Removes a service address from the customer's list (kept archived for the jobs that visited it). */
export async function removeCustomerProperty(scope: CustomerScope, propertyId: string): Promise<void> {
  const [row] = await db
    .update(properties)
    .set({ archivedAt: sql`now()`, isPrimary: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(properties.businessId, scope.businessId),
        eq(properties.customerId, scope.customerId),
        eq(properties.id, propertyId),
        isNull(properties.archivedAt),
      ),
    )
    .returning({ id: properties.id });
  if (!row) throw new DomainError("not_found", "Property not found");
}
