import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { listCustomerProperties } from "@/lib/customers/properties/list-customer-properties";
import { addPropertySchema } from "@/lib/customers/properties/property-schema";
import { addCustomerProperty, removeCustomerProperty, updateCustomerProperty } from "@/lib/customers/properties/save-customer-property";
import { createBusiness, createCustomer } from "@/tests/support/portal-fixtures";

/** A customer's service addresses with access notes (lib/customers/properties/save-customer-property.ts). */

const input = (customerId: string, overrides: Record<string, unknown> = {}) =>
  addPropertySchema.parse({ customerId, label: "Home", address: "12 Oak St", gateCode: "#1234", pets: "Two dogs", hazards: "Steep slope", ...overrides });

describe("properties", () => {
  it("adds several addresses; the first is primary, a later primary demotes it; edits and removes", async () => {
    const biz = await createBusiness(db);
    const customer = await createCustomer(db, biz.id);
    const scope = { businessId: biz.id, customerId: customer.id };
    const home = await addCustomerProperty(scope, input(customer.id));
    expect(home).toMatchObject({ label: "Home", isPrimary: true, gateCode: "#1234", pets: "Two dogs", hazards: "Steep slope" });
    const office = await addCustomerProperty(scope, input(customer.id, { label: "Office", address: "9 Main St", isPrimary: true }));
    expect((await listCustomerProperties(scope)).map((p) => [p.label, p.isPrimary])).toEqual([
      ["Office", true],
      ["Home", false],
    ]);
    const edited = await updateCustomerProperty(scope, home.id, input(customer.id, { label: "Home", gateCode: null, accessNotes: "Use side gate" }));
    expect(edited).toMatchObject({ gateCode: null, accessNotes: "Use side gate" });
    await removeCustomerProperty(scope, office.id);
    expect((await listCustomerProperties(scope)).map((p) => p.label)).toEqual(["Home"]);
    // Removed addresses are kept (archived) for the jobs that visited them.
    const [kept] = await db.select({ archivedAt: s.properties.archivedAt }).from(s.properties).where(eq(s.properties.id, office.id));
    expect(kept.archivedAt).not.toBeNull();
    await expect(removeCustomerProperty(scope, office.id)).rejects.toMatchObject({ code: "not_found" });
  });

  it("refuses another business's customer or property as not found, changing nothing", async () => {
    const biz = await createBusiness(db);
    const other = await createBusiness(db);
    const mine = await createCustomer(db, biz.id);
    const theirs = await createCustomer(db, other.id);
    const theirProperty = await addCustomerProperty({ businessId: other.id, customerId: theirs.id }, input(theirs.id));
    await expect(addCustomerProperty({ businessId: biz.id, customerId: theirs.id }, input(theirs.id))).rejects.toMatchObject({ code: "not_found" });
    await expect(updateCustomerProperty({ businessId: biz.id, customerId: mine.id }, theirProperty.id, input(mine.id, { label: "Hijack" }))).rejects.toMatchObject({ code: "not_found" });
    await expect(removeCustomerProperty({ businessId: biz.id, customerId: mine.id }, theirProperty.id)).rejects.toMatchObject({ code: "not_found" });
    const rows = await db.select().from(s.properties).where(and(eq(s.properties.businessId, other.id), eq(s.properties.customerId, theirs.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ label: "Home", archivedAt: null });
  });

  it("validates with the generic messages", () => {
    const first = (overrides: Record<string, unknown>) => addPropertySchema.safeParse({ customerId: crypto.randomUUID(), label: "Home", address: "1 A St", ...overrides }).error?.issues[0]?.message;
    expect(first({ address: "  " })).toBe("This field is required");
    expect(first({ gateCode: "x".repeat(51) })).toBe("Must be no more than 50 characters long");
  });
});
