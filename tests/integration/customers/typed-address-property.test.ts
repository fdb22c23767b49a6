import fs from "node:fs";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as createCustomerRoute } from "@/app/api/v1/customers/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { importCustomersAction } from "@/lib/admin/actions/customers/import-customers";
import { createCustomerAction, updateCustomerAction } from "@/lib/admin/actions/customers/save-customer";
import { addCustomerProperty } from "@/lib/customers/properties/save-customer-property";
import { jobFormOptions } from "@/lib/scheduling/jobs/job-form-options";
import { asStaff } from "@/tests/support/fake-request";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { createBusiness, createCustomer } from "@/tests/support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Issue 37: an address typed for a customer in the admin — the form, the CSV import, the API —
 * becomes their first, primary property, so the job form offers it instead of asking again.
 */
const propertiesOf = (businessId: string, customerId: string) =>
  db
    .select({ address: s.properties.address, city: s.properties.city, state: s.properties.state, zip: s.properties.zip, isPrimary: s.properties.isPrimary, archivedAt: s.properties.archivedAt })
    .from(s.properties)
    .where(and(eq(s.properties.businessId, businessId), eq(s.properties.customerId, customerId)))
    .orderBy(asc(s.properties.createdAt));

async function ownerOfNewBusiness() {
  const biz = await createBusiness(db);
  await asStaff(biz.owner.id);
  return biz;
}

const form = { firstName: "Dana", lastName: "Reyes", email: "", phone: "", address: "  12 Elm Street ", city: "Columbus", state: "OH", zip: "43215", tags: "", notes: "" };

describe("a customer's typed address becomes their first property", () => {
  it("by hand in the customer form: primary, and the job form picks it for them", async () => {
    const biz = await ownerOfNewBusiness();
    const result = await createCustomerAction(form);
    expect(result).toMatchObject({ ok: true });
    const customerId = (result as { data: { customerId: string } }).data.customerId;
    expect(await propertiesOf(biz.id, customerId)).toEqual([{ address: "12 Elm Street", city: "Columbus", state: "OH", zip: "43215", isPrimary: true, archivedAt: null }]);
    const options = await jobFormOptions({ businessId: biz.id });
    expect(options.properties.filter((p) => p.customerId === customerId)).toEqual([
      { id: expect.any(String), customerId, label: "Home — 12 Elm Street", isPrimary: true },
    ]);
  });

  it("not without a street address", async () => {
    const biz = await ownerOfNewBusiness();
    const result = await createCustomerAction({ ...form, address: " ", email: "dana@example.test" });
    expect(result).toMatchObject({ ok: true });
    expect(await propertiesOf(biz.id, (result as { data: { customerId: string } }).data.customerId)).toEqual([]);
  });

  it("typed later on a customer without a property; one with properties keeps them as they are", async () => {
    const biz = await ownerOfNewBusiness();
    const bare = await createCustomer(db, biz.id, { address: null });
    expect(await updateCustomerAction({ customerId: bare.id, address: "7 Birch Lane", city: "Dublin" })).toMatchObject({ ok: true });
    expect(await propertiesOf(biz.id, bare.id)).toEqual([{ address: "7 Birch Lane", city: "Dublin", state: null, zip: null, isPrimary: true, archivedAt: null }]);
    // Editing the address again changes the customer's billing address only: still one property.
    expect(await updateCustomerAction({ customerId: bare.id, address: "9 Birch Lane" })).toMatchObject({ ok: true });
    expect((await propertiesOf(biz.id, bare.id)).map((p) => p.address)).toEqual(["7 Birch Lane"]);

    const housed = await createCustomer(db, biz.id, { address: null });
    await addCustomerProperty({ businessId: biz.id, customerId: housed.id }, {
      customerId: housed.id, label: "Lake house", address: "1 Shore Rd", city: null, state: null, zip: null, gateCode: null, pets: null, hazards: null, accessNotes: null, isPrimary: true,
    });
    expect(await updateCustomerAction({ customerId: housed.id, address: "2 Town St" })).toMatchObject({ ok: true });
    expect((await propertiesOf(biz.id, housed.id)).map((p) => p.address)).toEqual(["1 Shore Rd"]);
  });

  it("in the CSV import, for each imported row with an address", async () => {
    const biz = await ownerOfNewBusiness();
    const csv = ["first_name,last_name,email,address,city,state,zip", "Ann,Lee,ann@example.test,5 Pine Ct,Akron,OH,44301", "Bob,Kay,bob@example.test,,,,"].join("\n");
    expect(await importCustomersAction({ csv, commit: true })).toMatchObject({ ok: true, data: { imported: true, newCount: 2 } });
    const customers = await db.select().from(s.customers).where(eq(s.customers.businessId, biz.id)).orderBy(asc(s.customers.firstName));
    expect(await propertiesOf(biz.id, customers[0].id)).toEqual([{ address: "5 Pine Ct", city: "Akron", state: "OH", zip: "44301", isPrimary: true, archivedAt: null }]);
    expect(await propertiesOf(biz.id, customers[1].id)).toEqual([]);
  });

  it("through API v1, which creates customers with the same operation", async () => {
    const biz = await createBusiness(db);
    const { key } = await createApiKey(db, biz.id, ["manage_customers"]);
    const response = await createCustomerRoute(apiRequest("/customers", { key, method: "POST", body: { first_name: "Cy", last_name: "Ng", address: "3 Oak Ave", city: "Kent" } }), { params: Promise.resolve({}) });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await propertiesOf(biz.id, id)).toEqual([{ address: "3 Oak Ave", city: "Kent", state: null, zip: null, isPrimary: true, archivedAt: null }]);
  });

  it("for customers added before: the migration gives each one with an address and no property theirs, once", async () => {
    const biz = await createBusiness(db);
    const before = await createCustomer(db, biz.id, { address: "4 Maple Dr", city: "Kent", state: "OH", zip: "44240" });
    const blank = await createCustomer(db, biz.id, { address: "   " });
    const housed = await createCustomer(db, biz.id, { address: "8 Ash St" });
    await addCustomerProperty({ businessId: biz.id, customerId: housed.id }, {
      customerId: housed.id, label: "Home", address: "8 Ash St, rear", city: null, state: null, zip: null, gateCode: null, pets: null, hazards: null, accessNotes: null, isPrimary: true,
    });
    const migration = fs.readFileSync(path.join(process.cwd(), "db/migrations/0031_customer_address_properties.sql"), "utf8");
    await db.execute(migration);
    await db.execute(migration);
    expect(await propertiesOf(biz.id, before.id)).toEqual([{ address: "4 Maple Dr", city: "Kent", state: "OH", zip: "44240", isPrimary: true, archivedAt: null }]);
    expect(await propertiesOf(biz.id, blank.id)).toEqual([]);
    expect((await propertiesOf(biz.id, housed.id)).map((p) => p.address)).toEqual(["8 Ash St, rear"]);
  });
});
