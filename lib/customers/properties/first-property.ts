import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { properties } from "@/db/schema";

/** A customer's billing address as staff typed it (the form, the CSV import, the API). */
export type TypedAddress = { id: string; businessId: string; address: string | null; city: string | null; state: string | null; zip: string | null };

/** The primary property a typed address becomes, or null when no street address was typed. */
export function firstPropertyValues(customer: TypedAddress): typeof properties.$inferInsert | null {
  const address = customer.address?.trim();
  if (!address) return null;
  return { businessId: customer.businessId, customerId: customer.id, address, city: customer.city, state: customer.state, zip: customer.zip, isPrimary: true };
}

/**
 * New customers' typed addresses become their first (primary) property, in the caller's
 * transaction, so the address is not typed again for their first job (issue 37).
 */
export async function addFirstProperties(tx: DbOrTx, customers: readonly TypedAddress[]): Promise<void> {
  const rows = customers.flatMap((customer) => firstPropertyValues(customer) ?? []);
  for (let i = 0; i < rows.length; i += 500) await tx.insert(properties).values(rows.slice(i, i + 500));
}

/**
 * An address typed for an existing customer who has no property yet becomes their first one;
 * a customer with properties keeps them as they are (their addresses are edited there). One
 * statement: the property is added only if none is there when it runs.
 */
export async function addFirstPropertyIfNone(tx: DbOrTx, customer: TypedAddress): Promise<void> {
  const values = firstPropertyValues(customer);
  if (!values) return;
  await tx.execute(sql`
    insert into properties (business_id, customer_id, address, city, state, zip, is_primary)
    select ${values.businessId}::uuid, ${values.customerId}::uuid, ${values.address}, ${values.city ?? null}, ${values.state ?? null}, ${values.zip ?? null}, true
    where not exists (
      select 1 from properties p
      where p.business_id = ${values.businessId}::uuid and p.customer_id = ${values.customerId}::uuid and p.archived_at is null
    )`);
}
