import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { archiveLocation } from "@/lib/locations/archive-location";
import { createLocation } from "@/lib/locations/create-location";
import { findLocationForPostalCode } from "@/lib/locations/find-location-for-postal-code";
import { getLocation } from "@/lib/locations/get-location";
import { listLocations } from "@/lib/locations/list-locations";
import { locationInputSchema, type LocationInput } from "@/lib/locations/location-schema";
import type { LocationActor } from "@/lib/locations/location-views";
import { restoreLocation } from "@/lib/locations/restore-location";
import { updateLocation } from "@/lib/locations/update-location";
import { createBusiness, createCustomer, createJob } from "@/tests/support/portal-fixtures";

/** Locations (issue 38 item 1): one default always, archiving that asks where customers go, postal-code routing, audit rows. */
const input = (values: Partial<Record<keyof LocationInput, unknown>>): LocationInput => locationInputSchema.parse({ radiusMiles: "", taxRateBps: "", ...values });

async function setup() {
  const biz = await createBusiness(db);
  const scope = { businessId: biz.id };
  const actor: LocationActor = { type: "staff", userId: biz.owner.id };
  const [home] = await listLocations(scope);
  return { biz, scope, actor, home };
}

async function defaults(businessId: string) {
  return db.select({ id: s.locations.id }).from(s.locations).where(and(eq(s.locations.businessId, businessId), eq(s.locations.isDefault, true)));
}

const auditActions = async (businessId: string) =>
  (await db.select({ action: s.auditLog.action }).from(s.auditLog).where(eq(s.auditLog.businessId, businessId)).orderBy(s.auditLog.createdAt)).map((row) => row.action);

describe("the Locations form's schema", () => {
  it("expands ranges, dedupes and sorts codes, converts percent to basis points, upper-cases the prefix", () => {
    const parsed = input({ name: "  Dayton ", postalCodes: "45410, 45402–45404 45403", taxRateBps: "7.25", documentPrefix: "day-", timezone: "", radiusMiles: "" });
    expect(parsed).toMatchObject({ name: "Dayton", postalCodes: ["45402", "45403", "45404", "45410"], taxRateBps: 725, documentPrefix: "DAY-", timezone: null, radiusMiles: null });
  });

  it("refuses what the spec refuses, with its messages", () => {
    const problem = (values: Record<string, unknown>) => locationInputSchema.safeParse({ name: "X", radiusMiles: "", taxRateBps: "", ...values }).error?.issues[0]?.message;
    expect(locationInputSchema.safeParse({ name: "" }).error?.issues[0]?.message).toBe("This field is required");
    expect(problem({ name: "x".repeat(101) })).toBe("Must be no more than 100 characters long");
    expect(problem({ postalCodes: "4540" })).toBe("Postal codes are five digits, like 45402, or a range like 45402-45440");
    expect(problem({ postalCodes: ["45402-45403"] })).toBe("Postal codes are five digits, like 45402, or a range like 45402-45440");
    expect(problem({ postalCodes: "45440-45402" })).toBe("Write a range from the lower code to the higher, like 45402-45440");
    expect(problem({ postalCodes: "10000-12000" })).toBe("No more than 2,000 postal codes");
    expect(problem({ timezone: "Mars/Olympus" })).toBe("Please choose a time zone");
    expect(problem({ radiusMiles: "0" })).toBe("Must be more than 0");
    expect(problem({ radiusMiles: "501" })).toBe("Must be no more than 500");
    expect(problem({ taxRateBps: "101" })).toBe("Must be no more than 100");
    expect(problem({ documentPrefix: "TOO-LONG-1" })).toBe("Must be no more than 8 characters long");
    expect(problem({ documentPrefix: "D_1" })).toBe("Invalid format");
    expect(problem({ email: "nope@" })).toBeTruthy();
    expect(input({ name: "X", postalCodes: "10000-11999" }).postalCodes).toHaveLength(2000);
  });
});

describe("createLocation / updateLocation", () => {
  it("adds a location, refuses a name the business uses in any case (409), and audits", async () => {
    const { biz, scope, actor, home } = await setup();
    expect(home).toMatchObject({ isDefault: true, name: biz.companyName });
    const dayton = await createLocation(scope, actor, input({ name: "Greenleaf Dayton", postalCodes: "45402-45404", phone: "(937) 555-0100" }));
    expect(dayton).toMatchObject({ name: "Greenleaf Dayton", postalCodes: ["45402", "45403", "45404"], isDefault: false, archivedAt: null });
    await expect(createLocation(scope, actor, input({ name: "greenleaf DAYTON" }))).rejects.toMatchObject({ code: "conflict", message: "A location with this name already exists", field: "name" });
    // Another business may use the same name.
    const other = await createBusiness(db);
    await expect(createLocation({ businessId: other.id }, actor, input({ name: "Greenleaf Dayton" }))).resolves.toMatchObject({ name: "Greenleaf Dayton" });

    const renamed = await updateLocation(scope, actor, dayton.id, { name: "Dayton", radiusMiles: 25 });
    expect(renamed).toMatchObject({ name: "Dayton", radiusMiles: 25, postalCodes: ["45402", "45403", "45404"] });
    await expect(updateLocation(scope, actor, dayton.id, { name: home.name.toUpperCase() })).rejects.toMatchObject({ code: "conflict" });
    expect(await auditActions(biz.id)).toEqual(["location.created", "location.updated"]);
    const [updated] = await db.select({ meta: s.auditLog.meta }).from(s.auditLog).where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.action, "location.updated")));
    expect(updated.meta).toEqual({ changes: { name: { from: "Greenleaf Dayton", to: "Dayton" }, radiusMiles: { from: null, to: 25 } } });
  });

  it("keeps exactly one default through any sequence of switches, and refuses unsetting it", async () => {
    const { biz, scope, actor, home } = await setup();
    const a = await createLocation(scope, actor, input({ name: "A" }));
    const b = await createLocation(scope, actor, { ...input({ name: "B" }), isDefault: true });
    expect((await defaults(biz.id)).map((row) => row.id)).toEqual([b.id]);
    await updateLocation(scope, actor, a.id, { isDefault: true });
    await updateLocation(scope, actor, a.id, { isDefault: true });
    await updateLocation(scope, actor, home.id, { isDefault: true });
    expect((await defaults(biz.id)).map((row) => row.id)).toEqual([home.id]);
    await expect(updateLocation(scope, actor, home.id, { isDefault: false })).rejects.toMatchObject({ code: "unprocessable", message: "Make another location the default instead" });
    expect((await listLocations(scope)).map((row) => row.name)).toEqual([home.name, "A", "B"]);
    const switches = await db.select({ meta: s.auditLog.meta }).from(s.auditLog).where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.action, "location.default_changed"))).orderBy(asc(s.auditLog.createdAt), asc(s.auditLog.id));
    expect(switches.map((row) => row.meta)).toEqual([{ from: home.id, to: b.id }, { from: b.id, to: a.id }, { from: a.id, to: home.id }]);
  });

  it("five simultaneous 'make default' calls leave exactly one default", async () => {
    const { biz, scope, actor } = await setup();
    const made = [];
    for (const name of ["One", "Two", "Three", "Four", "Five"]) made.push(await createLocation(scope, actor, input({ name })));
    const results = await Promise.allSettled(made.map((location) => updateLocation(scope, actor, location.id, { isDefault: true })));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    const left = await defaults(biz.id);
    expect(left).toHaveLength(1);
    expect(made.map((location) => location.id)).toContain(left[0].id);
  });
});

describe("archiveLocation / restoreLocation", () => {
  it("refuses the default, and a location with customers until told where they go", async () => {
    const { biz, scope, actor, home } = await setup();
    await expect(archiveLocation(scope, actor, { locationId: home.id })).rejects.toMatchObject({ code: "unprocessable" });
    const dayton = await createLocation(scope, actor, input({ name: "Dayton" }));
    await createCustomer(db, biz.id, { locationId: dayton.id });
    await expect(archiveLocation(scope, actor, { locationId: dayton.id })).rejects.toMatchObject({ code: "conflict", status: 409, message: "Move this location's customers to another location first" });
    await expect(archiveLocation(scope, actor, { locationId: dayton.id, moveCustomersTo: dayton.id })).rejects.toMatchObject({ code: "unprocessable" });
    const foreign = (await listLocations({ businessId: (await createBusiness(db)).id }))[0];
    await expect(archiveLocation(scope, actor, { locationId: dayton.id, moveCustomersTo: foreign.id })).rejects.toMatchObject({ code: "unprocessable", message: "Unknown location" });
    expect((await getLocation(scope, dayton.id)).archivedAt).toBeNull();
  });

  it("moves customers, properties, job series and future visits, keeps past visits, then archives; restore brings it back", async () => {
    const { biz, scope, actor, home } = await setup();
    const dayton = await createLocation(scope, actor, input({ name: "Dayton" }));
    const customer = await createCustomer(db, biz.id, { locationId: dayton.id });
    const stays = await createCustomer(db, biz.id);
    const [property] = await db.insert(s.properties).values({ businessId: biz.id, customerId: customer.id, address: "1 Main St" }).returning();
    const future = await createJob(db, { businessId: biz.id, customerId: customer.id });
    const past = await createJob(db, { businessId: biz.id, customerId: customer.id }, { scheduledDate: new Date(Date.now() - 7 * 86400_000), status: "completed" });
    expect(property.locationId).toBe(dayton.id);
    expect(future.locationId).toBe(dayton.id);

    const archived = await archiveLocation(scope, actor, { locationId: dayton.id, moveCustomersTo: home.id });
    expect(archived.moved).toEqual({ customers: 1, properties: 1, jobSeries: 2, visits: 1 });
    const at = async <T extends typeof s.customers | typeof s.properties | typeof s.jobSeries | typeof s.jobs>(table: T, locationId: string) =>
      (await db.select({ id: table.id }).from(table as typeof s.customers).where(and(eq((table as typeof s.customers).businessId, biz.id), eq((table as typeof s.customers).locationId, locationId)))).map((row) => row.id).sort();
    expect(await at(s.customers, home.id)).toEqual([customer.id, stays.id].sort());
    expect(await at(s.customers, dayton.id)).toEqual([]);
    expect(await at(s.properties, home.id)).toEqual([property.id]);
    expect(await at(s.jobSeries, dayton.id)).toEqual([]);
    expect(await at(s.jobs, dayton.id)).toEqual([past.id]);
    expect(await at(s.jobs, home.id)).toEqual([future.id]);

    expect((await listLocations(scope)).map((row) => row.id)).toEqual([home.id]);
    expect((await listLocations(scope, { includeArchived: true })).map((row) => row.id)).toEqual([home.id, dayton.id]);
    await expect(updateLocation(scope, actor, dayton.id, { isDefault: true })).rejects.toMatchObject({ message: "Restore this location before making it the default" });
    await expect(archiveLocation(scope, actor, { locationId: dayton.id })).rejects.toMatchObject({ code: "not_found" });

    await restoreLocation(scope, actor, dayton.id);
    expect((await getLocation(scope, dayton.id)).archivedAt).toBeNull();
    await expect(restoreLocation(scope, actor, dayton.id)).rejects.toMatchObject({ code: "not_found" });
    // Empty now: it archives without a question.
    await expect(archiveLocation(scope, actor, { locationId: dayton.id })).resolves.toMatchObject({ moved: { customers: 0 } });
    const [audit] = await db.select({ meta: s.auditLog.meta }).from(s.auditLog).where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.action, "location.archived"))).orderBy(s.auditLog.createdAt).limit(1);
    expect(audit.meta).toEqual({ movedTo: home.id, customers: 1, properties: 1, jobSeries: 2, visits: 1 });
    expect(await auditActions(biz.id)).toEqual(["location.created", "location.archived", "location.restored", "location.archived"]);
  });
});

describe("scope and lookups", () => {
  it("a scope limited to locations lists and reads only those; another business's id is not found", async () => {
    const { biz, scope, actor, home } = await setup();
    const dayton = await createLocation(scope, actor, input({ name: "Dayton" }));
    const limited = { businessId: biz.id, locationIds: [dayton.id] };
    expect((await listLocations(limited)).map((row) => row.id)).toEqual([dayton.id]);
    expect((await listLocations({ businessId: biz.id, locationIds: [] })).length).toBe(0);
    await expect(getLocation(limited, home.id)).rejects.toMatchObject({ code: "not_found", message: "Location not found" });
    await expect(updateLocation(limited, actor, home.id, { name: "Mine" })).rejects.toMatchObject({ code: "not_found" });
    const other = await createBusiness(db);
    await expect(getLocation({ businessId: other.id }, dayton.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(getLocation(scope, "not-a-uuid")).rejects.toMatchObject({ code: "not_found" });
  });

  it("finds the live location whose postal codes hold a ZIP, else the default", async () => {
    const { scope, actor, home } = await setup();
    const dayton = await createLocation(scope, actor, input({ name: "Dayton", postalCodes: "45402-45440" }));
    const closed = await createLocation(scope, actor, input({ name: "Closed", postalCodes: "43004" }));
    await archiveLocation(scope, actor, { locationId: closed.id });
    expect((await findLocationForPostalCode(scope, "45410")).id).toBe(dayton.id);
    expect((await findLocationForPostalCode(scope, "45410-1234")).id).toBe(dayton.id);
    expect((await findLocationForPostalCode(scope, "43004")).id).toBe(home.id);
    expect((await findLocationForPostalCode(scope, "90210")).id).toBe(home.id);
    expect((await findLocationForPostalCode(scope, null)).id).toBe(home.id);
    expect((await findLocationForPostalCode(scope, "4541'; drop")).id).toBe(home.id);
  });
});
