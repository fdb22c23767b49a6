import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { properties } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { CustomerScope } from "@/lib/foundation/scope";
import type { PropertyView } from "../customer-views";
import { propertyColumns } from "./list-customer-properties";
import type { PropertyAccessNotes } from "./property-schema";

export const PROPERTY_NOT_FOUND = "Property not found";

/**
 * Portal → My Account: the customer updates the gate code, pets, hazards and access notes of one
 * of their own current service addresses; crews read them on their day (list-visits). The address
 * itself stays the business's to change. Logged on the customer's activity timeline.
 */
export async function updatePropertyAccessNotes(scope: CustomerScope, input: PropertyAccessNotes): Promise<PropertyView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(properties)
      .set({ gateCode: input.gateCode, pets: input.pets, hazards: input.hazards, accessNotes: input.accessNotes, updatedAt: sql`now()` })
      .where(
        and(
          eq(properties.businessId, scope.businessId),
          eq(properties.customerId, scope.customerId),
          eq(properties.id, input.propertyId),
          isNull(properties.archivedAt),
        ),
      )
      .returning(propertyColumns);
    if (!row) throw new DomainError("not_found", PROPERTY_NOT_FOUND);
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: { type: "customer", id: scope.customerId },
      action: "customer.property_notes_updated",
      target: { type: "customer", id: scope.customerId },
      meta: { propertyId: row.id },
    });
    return row;
  });
}
