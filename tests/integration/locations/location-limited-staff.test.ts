// Auth.js first (see staff-document-pdfs.test.ts: pdf-lib's tslib and Auth.js's cookie store).
import "@/lib/core/routes/staff-route";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as adminQuotePdf } from "@/app/api/admin/quotes/[quoteId]/pdf/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { chooseLocationAction } from "@/lib/admin/actions/account/choose-location";
import { bulkTagCustomersAction } from "@/lib/admin/actions/customers/bulk-customers";
import { createCustomerAction, updateCustomerAction } from "@/lib/admin/actions/customers/save-customer";
import { staffContextFor } from "@/lib/identity/staff/staff-context";
import { LOCATED_FIELDS, namedRecords, refuseRecordsOutOfScope } from "@/lib/locations/refuse-records-out-of-scope";
import { recordOwnerNotice } from "@/lib/notifications/record-owner-notice";
import { asStaff } from "../../support/fake-request";
import { createBusiness, createCustomer, createQuote } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Issue 38 item 3 at the wrappers: a member limited to one location acts only on its records —
 * another location's customer, quote or PDF is "not found" and nothing changes — what they add
 * is theirs, the switcher keeps only what they may see, and a customer's notice rings their bell.
 */
let business: Awaited<ReturnType<typeof createBusiness>>;
let east: string;
let managerUserId: string;
let westCustomer: Awaited<ReturnType<typeof createCustomer>>;
let eastCustomer: Awaited<ReturnType<typeof createCustomer>>;

beforeAll(async () => {
  business = await createBusiness(db);
  const [location] = await db.insert(s.locations).values({ businessId: business.id, name: "East", postalCodes: ["45402"] }).returning();
  east = location.id;
  const [user] = await db.insert(s.users).values({ email: `mgr-${business.portalSubdomain}@example.test`, userType: "employee", firstName: "Mia", lastName: "Manager" }).returning();
  const [member] = await db.insert(s.businessMembers).values({ businessId: business.id, userId: user.id, role: "employee", roleTemplate: "manager" }).returning();
  await db.insert(s.memberLocations).values({ businessId: business.id, memberId: member.id, locationId: east });
  managerUserId = user.id;
  westCustomer = await createCustomer(db, business.id, { firstName: "Wes", zip: "43215" });
  eastCustomer = await createCustomer(db, business.id, { firstName: "Eve", zip: "45402" });
});

describe("a member limited to one location (issue 38)", () => {
  it("reads their limit from the database: the staff context is a scope of that location", async () => {
    const staff = await staffContextFor(managerUserId);
    expect(staff).toMatchObject({ allowedLocationIds: [east], selectedLocationId: null, locationIds: [east] });
    const owner = await staffContextFor(business.owner.id);
    expect(owner).toMatchObject({ allowedLocationIds: null, locationIds: null });
  });

  it("cannot change another location's customer: not found, and the row is as it was", async () => {
    await asStaff(managerUserId);
    const refused = await updateCustomerAction({ customerId: westCustomer.id, notes: "mine now" });
    expect(refused).toMatchObject({ ok: false, status: 404, code: "not_found" });
    const bulk = await bulkTagCustomersAction({ customerIds: [eastCustomer.id, westCustomer.id], tag: "x" });
    expect(bulk).toMatchObject({ ok: false, status: 404 });
    const rows = await db.select({ id: s.customers.id, notes: s.customers.notes, tags: s.customers.tags }).from(s.customers).where(eq(s.customers.businessId, business.id));
    expect(rows.every((r) => r.notes === null && r.tags.length === 0)).toBe(true);
    expect(await updateCustomerAction({ customerId: eastCustomer.id, notes: "gate code 1234" })).toMatchObject({ ok: true });
  });

  it("adds customers to their own location, and may not place one elsewhere", async () => {
    await asStaff(managerUserId);
    const created = await createCustomerAction({ firstName: "Nia", lastName: "New", zip: "43215" });
    expect(created.ok).toBe(true);
    const [row] = await db.select({ locationId: s.customers.locationId }).from(s.customers).where(and(eq(s.customers.businessId, business.id), eq(s.customers.firstName, "Nia")));
    expect(row.locationId).toBe(east);
    const [west] = await db.select({ locationId: s.customers.locationId }).from(s.customers).where(eq(s.customers.id, westCustomer.id));
    const elsewhere = await createCustomerAction({ firstName: "Oz", lastName: "Other", locationId: west.locationId });
    expect(elsewhere).toMatchObject({ ok: false, status: 422, message: "Unknown location" });
    expect(await db.select().from(s.customers).where(and(eq(s.customers.businessId, business.id), eq(s.customers.firstName, "Oz")))).toHaveLength(0);
  });

  it("gets another location's quote PDF as not found", async () => {
    await asStaff(managerUserId);
    const quote = await createQuote(db, { businessId: business.id, customerId: westCustomer.id });
    const response = await adminQuotePdf(new Request(`http://localhost:3000/api/admin/quotes/${quote.id}/pdf`, { headers: { host: "localhost:3000" } }), {
      params: Promise.resolve({ quoteId: quote.id }),
    });
    expect(response.status).toBe(404);
    const mine = await createQuote(db, { businessId: business.id, customerId: eastCustomer.id });
    const allowed = await adminQuotePdf(new Request(`http://localhost:3000/api/admin/quotes/${mine.id}/pdf`, { headers: { host: "localhost:3000" } }), {
      params: Promise.resolve({ quoteId: mine.id }),
    });
    expect(allowed.status).toBe(200);
  });

  it("may switch only to a location they are allowed; the owner to any", async () => {
    const [west] = await db.select({ locationId: s.customers.locationId }).from(s.customers).where(eq(s.customers.id, westCustomer.id));
    await asStaff(managerUserId);
    expect(await chooseLocationAction({ locationId: west.locationId })).toMatchObject({ ok: false, status: 422 });
    expect(await chooseLocationAction({ locationId: east })).toMatchObject({ ok: true });
    await asStaff(business.owner.id);
    expect(await chooseLocationAction({ locationId: west.locationId })).toMatchObject({ ok: true });
    expect((await staffContextFor(business.owner.id))?.locationIds).toEqual([west.locationId]);
    // An archived choice is dropped on the next read, whatever the stored column says.
    await db.update(s.locations).set({ archivedAt: new Date() }).where(eq(s.locations.id, east));
    await db.update(s.users).set({ adminLocationId: east }).where(eq(s.users.id, business.owner.id));
    expect((await staffContextFor(business.owner.id))?.locationIds).toBeNull();
    await db.update(s.locations).set({ archivedAt: null }).where(eq(s.locations.id, east));
    await db.update(s.users).set({ adminLocationId: null }).where(eq(s.users.id, business.owner.id));
  });

  it("hears of their location's customers in the bell; the owner hears of all", async () => {
    await recordOwnerNotice(db, { businessId: business.id, customerId: eastCustomer.id }, { kind: "service_request", title: "East asks", link: "/admin/service-requests" });
    await recordOwnerNotice(db, { businessId: business.id, customerId: westCustomer.id }, { kind: "service_request", title: "West asks", link: "/admin/service-requests" });
    const bell = async (userId: string) =>
      (await db.select({ title: s.notifications.title }).from(s.notifications).where(eq(s.notifications.userId, userId))).map((n) => n.title).sort();
    expect(await bell(managerUserId)).toEqual(["East asks"]);
    expect(await bell(business.owner.id)).toEqual(["East asks", "West asks"]);
  });

  it("checks each kind of record it knows in one statement, refusing an id of none as not found", async () => {
    const scope = { businessId: business.id, locationIds: [east] };
    expect(LOCATED_FIELDS.length).toBeGreaterThanOrEqual(11);
    for (const field of LOCATED_FIELDS) {
      await expect(refuseRecordsOutOfScope(scope, { [field]: "00000000-0000-4000-8000-000000000001" }), field).rejects.toMatchObject({ code: "not_found" });
    }
    await expect(refuseRecordsOutOfScope(scope, { customerId: eastCustomer.id })).resolves.toBeUndefined();
  });

  it("reads the ids an input names, camelCase or snake_case, one or many", () => {
    const id = eastCustomer.id;
    expect(namedRecords({ customerId: id, quote_id: id, invoiceIds: [id, "x"], name: id, visitId: 4 })).toEqual([
      { field: "customerId", id },
      { field: "quoteId", id },
      { field: "invoiceId", id },
    ]);
  });
});
