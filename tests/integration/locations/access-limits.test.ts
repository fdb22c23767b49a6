import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GET as listLocationsRoute } from "@/app/api/v1/locations/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createApiKeyAction } from "@/lib/admin/actions/settings/create-api-key";
import { archiveLocationAction, createLocationAction, makeDefaultLocationAction } from "@/lib/admin/actions/settings/locations";
import { setMemberLocationsAction } from "@/lib/admin/actions/team/set-member-locations";
import { findApiKey } from "@/lib/identity/api-keys";
import { staffContextFor } from "@/lib/identity/staff/staff-context";
import { listLocations } from "@/lib/locations/list-locations";
import { setApiKeyLocations } from "@/lib/locations/set-api-key-locations";
import { addEmployee, createUser } from "../staff-auth/fixtures";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { createBusiness, createCustomer } from "@/tests/support/portal-fixtures";
import { asStaff } from "@/tests/support/fake-request";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/** Member and API-key location limits (issue 38 items 3 and 6) and the Settings actions, through their real exports. */
const form = (name: string, postalCodes = "") => ({ name, address: "", phone: "", email: "", timezone: "", postalCodes, radiusMiles: "", taxRateBps: "", documentPrefix: "" });

async function business() {
  const biz = await createBusiness(db);
  const [home] = await listLocations({ businessId: biz.id });
  await asStaff(biz.owner.id);
  const created = await createLocationAction(form("Dayton", "45402-45404"));
  if (!created.ok) throw new Error(created.message);
  return { biz, home, daytonId: created.data.id };
}

describe("Settings → Locations actions", () => {
  it("the owner adds, switches the default and archives with a move; an employee without manage_settings is refused", async () => {
    const { biz, home, daytonId } = await business();
    expect(await createLocationAction(form("dayton"))).toMatchObject({ ok: false, status: 409, message: "A location with this name already exists", field: "name" });
    expect(await createLocationAction(form("Bad", "4540"))).toMatchObject({ ok: false, status: 400 });
    expect(await makeDefaultLocationAction({ locationId: daytonId })).toEqual({ ok: true, data: { id: daytonId } });
    expect(await makeDefaultLocationAction({ locationId: home.id })).toEqual({ ok: true, data: { id: home.id } });
    await createCustomer(db, biz.id, { locationId: daytonId });
    expect(await archiveLocationAction({ locationId: daytonId })).toMatchObject({ ok: false, status: 409, message: "Move this location's customers to another location first" });
    expect(await archiveLocationAction({ locationId: daytonId, moveCustomersTo: home.id })).toMatchObject({ ok: true, data: { moved: { customers: 1 } } });

    const employee = await createUser();
    await addEmployee(biz.id, employee.id);
    await asStaff(employee.id);
    expect(await createLocationAction(form("Springfield"))).toMatchObject({ ok: false, status: 403 });
    const actions = (await db.select({ action: s.auditLog.action, actorId: s.auditLog.actorId }).from(s.auditLog).where(eq(s.auditLog.businessId, biz.id))).map((row) => `${row.action} ${row.actorId === biz.owner.id ? "owner" : "?"}`);
    expect(actions.sort()).toEqual(["location.archived owner", "location.created owner", "location.default_changed owner", "location.default_changed owner"]);
  });
});

describe("member location limits", () => {
  it("limits an employee to the ticked locations (their context sees only those), none ticked lifts it, unknown ids are 422", async () => {
    const { biz, home, daytonId } = await business();
    const user = await createUser();
    const member = await addEmployee(biz.id, user.id);
    expect(await setMemberLocationsAction({ memberId: member.id, locationIds: [daytonId] })).toEqual({ ok: true, data: { locationIds: [daytonId] } });
    const limited = await staffContextFor(user.id);
    expect(limited).toMatchObject({ allowedLocationIds: [daytonId], locationIds: [daytonId] });
    expect((await listLocations(limited!)).map((row) => row.id)).toEqual([daytonId]);

    const foreign = (await listLocations({ businessId: (await createBusiness(db)).id }))[0];
    await asStaff(biz.owner.id);
    expect(await setMemberLocationsAction({ memberId: member.id, locationIds: [home.id, foreign.id] })).toMatchObject({ ok: false, status: 422, message: "Unknown location" });
    expect((await staffContextFor(user.id))?.allowedLocationIds).toEqual([daytonId]);
    expect(await setMemberLocationsAction({ memberId: member.id, locationIds: [] })).toEqual({ ok: true, data: { locationIds: [] } });
    expect((await staffContextFor(user.id))?.allowedLocationIds).toBeNull();
    // The owner's own row is no employee's: never limited.
    const [ownerRow] = await db.select({ id: s.businessMembers.id }).from(s.businessMembers).where(and(eq(s.businessMembers.businessId, biz.id), eq(s.businessMembers.role, "owner")));
    expect(await setMemberLocationsAction({ memberId: ownerRow.id, locationIds: [daytonId] })).toMatchObject({ ok: false, status: 404 });
    const audit = await db.select({ meta: s.auditLog.meta }).from(s.auditLog).where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.action, "member.locations_changed"))).orderBy(asc(s.auditLog.createdAt), asc(s.auditLog.id));
    expect(audit.map((row) => row.meta)).toEqual([{ from: [], to: [daytonId] }, { from: [daytonId], to: [] }]);
  });
});

describe("API key location limits", () => {
  it("a key created with locations is limited from its first request and lists only them; an unknown location creates no key", async () => {
    const { biz, daytonId } = await business();
    const created = await createApiKeyAction({ name: "Dayton CRM", permissions: ["manage_settings"], locationIds: [daytonId] });
    if (!created.ok) throw new Error(created.message);
    expect(await findApiKey(created.data.key)).toMatchObject({ apiKeyId: created.data.id, locationIds: [daytonId] });
    const page = await (await listLocationsRoute(apiRequest("/locations", { key: created.data.key }))).json();
    expect(page.data.map((row: { id: string }) => row.id)).toEqual([daytonId]);

    const foreign = (await listLocations({ businessId: (await createBusiness(db)).id }))[0];
    const keysBefore = await db.select({ id: s.apiKeys.id }).from(s.apiKeys).where(eq(s.apiKeys.businessId, biz.id));
    expect(await createApiKeyAction({ name: "Bad", permissions: ["manage_settings"], locationIds: [foreign.id] })).toMatchObject({ ok: false, status: 422, message: "Unknown location" });
    expect(await db.select({ id: s.apiKeys.id }).from(s.apiKeys).where(eq(s.apiKeys.businessId, biz.id))).toHaveLength(keysBefore.length);

    // Unlimited again: every location.
    await setApiKeyLocations({ businessId: biz.id }, { type: "staff", userId: biz.owner.id }, { apiKeyId: created.data.id, locationIds: [] });
    expect((await findApiKey(created.data.key))?.locationIds).toBeNull();
    const plain = await createApiKey(db, biz.id, ["manage_settings"]);
    expect((await findApiKey(plain.key))?.locationIds).toBeNull();
    const audit = await db.select({ meta: s.auditLog.meta }).from(s.auditLog).where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.action, "api_key.locations_changed"))).orderBy(asc(s.auditLog.createdAt), asc(s.auditLog.id));
    expect(audit.map((row) => row.meta)).toEqual([{ from: [], to: [daytonId] }, { from: [daytonId], to: [] }]);
  });
});
