import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCustomer, PATCH as patchCustomer } from "@/app/api/v1/customers/[id]/route";
import { GET as listCustomers, POST as createCustomerRoute } from "@/app/api/v1/customers/route";
import { GET as listQuotes } from "@/app/api/v1/quotes/route";
import { POST as quoteToInvoice } from "@/app/api/v1/quotes/[id]/invoice/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { createBusiness, createCustomer, createQuote } from "@/tests/support/portal-fixtures";

/**
 * API v1 and branches (issue 38 item 6): `location_id` on customers (read, and written on create
 * and edit), `?location_id=` on the lists, and a key limited to a location — it lists only that
 * location's rows, and another location's record by id is 404 for reads and for writes alike.
 */
let business: Awaited<ReturnType<typeof createBusiness>>;
let home: string;
let dayton: string;
let columbusCustomer: string;
let daytonCustomer: string;
let allKey: string;
let daytonKey: string;
const withId = (id: string) => ({ params: Promise.resolve({ id }) });
const ids = async (response: Response) => ((await response.json()) as { data: Array<{ id: string }> }).data.map((row) => row.id).sort();

beforeAll(async () => {
  business = await createBusiness(db);
  [{ id: home }] = await db.select({ id: s.locations.id }).from(s.locations).where(eq(s.locations.businessId, business.id));
  [{ id: dayton }] = await db.insert(s.locations).values({ businessId: business.id, name: "Dayton", postalCodes: ["45402"] }).returning({ id: s.locations.id });
  columbusCustomer = (await createCustomer(db, business.id, { zip: "43215" })).id;
  daytonCustomer = (await createCustomer(db, business.id, { zip: "45402" })).id;
  const permissions = ["manage_customers", "manage_quotes", "manage_invoices"];
  allKey = (await createApiKey(db, business.id, permissions)).key;
  const limited = await createApiKey(db, business.id, permissions, "Dayton key");
  await db.insert(s.apiKeyLocations).values({ businessId: business.id, apiKeyId: limited.id, locationId: dayton });
  daytonKey = limited.key;
});

describe("API v1 with branches (issue 38)", () => {
  it("reads each customer's location_id and filters a list by ?location_id=", async () => {
    const one = await (await getCustomer(apiRequest(`/customers/${daytonCustomer}`, { key: allKey }), withId(daytonCustomer))).json();
    expect(one.location_id).toBe(dayton);
    expect(await ids(await listCustomers(apiRequest(`/customers?location_id=${dayton}`, { key: allKey })))).toEqual([daytonCustomer]);
    expect(await ids(await listCustomers(apiRequest(`/customers?location_id=${home}`, { key: allKey })))).toEqual([columbusCustomer]);
    expect((await ids(await listCustomers(apiRequest("/customers", { key: allKey })))).length).toBe(2);
  });

  it("refuses an unknown or foreign location: 422 on a filter and on a write, nothing stored", async () => {
    const other = await createBusiness(db);
    const [{ id: foreign }] = await db.select({ id: s.locations.id }).from(s.locations).where(eq(s.locations.businessId, other.id));
    const filtered = await listCustomers(apiRequest(`/customers?location_id=${foreign}`, { key: allKey }));
    expect(filtered.status).toBe(422);
    expect((await filtered.json()).error.message).toBe("Unknown location");
    const created = await createCustomerRoute(apiRequest("/customers", { key: allKey, method: "POST", body: { first_name: "Foreign", last_name: "Person", location_id: foreign } }));
    expect(created.status).toBe(422);
    expect((await created.json()).error.message).toBe("Unknown location");
    expect(await db.select().from(s.customers).where(and(eq(s.customers.businessId, business.id), eq(s.customers.firstName, "Foreign")))).toHaveLength(0);
  });

  it("writes location_id on create and moves a customer on edit", async () => {
    const created = await createCustomerRoute(apiRequest("/customers", { key: allKey, method: "POST", body: { first_name: "Placed", last_name: "Person", zip: "43215", location_id: dayton } }));
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body.location_id).toBe(dayton);
    const moved = await patchCustomer(apiRequest(`/customers/${body.id}`, { key: allKey, method: "PATCH", body: { location_id: home } }), withId(body.id));
    expect((await moved.json()).location_id).toBe(home);
  });

  it("gives a key limited to Dayton only Dayton: lists, reads and writes", async () => {
    expect(await ids(await listCustomers(apiRequest("/customers", { key: daytonKey })))).toEqual([daytonCustomer]);
    expect((await getCustomer(apiRequest(`/customers/${columbusCustomer}`, { key: daytonKey }), withId(columbusCustomer))).status).toBe(404);
    const patched = await patchCustomer(apiRequest(`/customers/${columbusCustomer}`, { key: daytonKey, method: "PATCH", body: { notes: "mine" } }), withId(columbusCustomer));
    expect(patched.status).toBe(404);
    const [row] = await db.select({ notes: s.customers.notes }).from(s.customers).where(eq(s.customers.id, columbusCustomer));
    expect(row.notes).toBeNull();
    // Its own location only, even as a filter.
    expect((await listCustomers(apiRequest(`/customers?location_id=${home}`, { key: daytonKey }))).status).toBe(422);

    const columbusQuote = await createQuote(db, { businessId: business.id, customerId: columbusCustomer }, { status: "approved" });
    const daytonQuote = await createQuote(db, { businessId: business.id, customerId: daytonCustomer });
    const quotesPage = await (await listQuotes(apiRequest("/quotes", { key: daytonKey }))).json();
    expect(quotesPage.data.map((q: { id: string; location_id: string }) => [q.id, q.location_id])).toEqual([[daytonQuote.id, dayton]]);
    const converted = await quoteToInvoice(apiRequest(`/quotes/${columbusQuote.id}/invoice`, { key: daytonKey, method: "POST" }), withId(columbusQuote.id));
    expect(converted.status).toBe(404);
    expect(await db.select().from(s.invoices).where(eq(s.invoices.businessId, business.id))).toHaveLength(0);
  });
});
