import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listLocations, POST as createLocation } from "@/app/api/v1/locations/route";
import { GET as getLocation, PATCH as patchLocation } from "@/app/api/v1/locations/[id]/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { createBusiness } from "@/tests/support/portal-fixtures";

/** GET|POST /api/v1/locations and GET|PATCH /api/v1/locations/{id} against the real handlers (issue 38 item 6). */
const withId = (id: string) => ({ params: Promise.resolve({ id }) });

async function keyed(permissions = ["manage_settings"]) {
  const biz = await createBusiness(db);
  const { id, key } = await createApiKey(db, biz.id, permissions);
  const [home] = await db.select().from(s.locations).where(eq(s.locations.businessId, biz.id));
  return { biz, key, keyId: id, home };
}

const post = (key: string, body: unknown) => createLocation(apiRequest("/locations", { key, method: "POST", body }));

describe("POST /api/v1/locations", () => {
  it("creates a location (201) in the spec's shape, audited as the key", async () => {
    const { biz, key, keyId } = await keyed();
    const response = await post(key, { name: "Greenleaf Dayton", phone: "(937) 555-0100", timezone: "America/New_York", service_area: { postal_codes: ["45403", "45402"], radius_miles: 15 }, tax_rate: 7.25 });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toEqual({
      id: expect.any(String), name: "Greenleaf Dayton", address: null, phone: "(937) 555-0100", email: null, timezone: "America/New_York",
      service_area: { postal_codes: ["45402", "45403"], radius_miles: 15 }, tax_rate: 7.25, document_prefix: null, is_default: false, archived: false,
    });
    const [audit] = await db.select({ actorType: s.auditLog.actorType, meta: s.auditLog.meta }).from(s.auditLog).where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.action, "location.created")));
    expect(audit).toMatchObject({ actorType: "system", meta: { apiKeyId: keyId } });
  });

  it("answers 422 with the field and message for bad input, 409 for a name in use, and stores nothing", async () => {
    const { biz, key, home } = await keyed();
    const cases: Array<[unknown, string]> = [
      [{}, "name: This field is required"],
      [{ name: "X", service_area: { postal_codes: ["4540"] } }, "service_area.postal_codes: Postal codes are five digits, like 45402, or a range like 45402-45440"],
      [{ name: "X", timezone: "Mars/Olympus" }, "timezone: Please choose a time zone"],
      [{ name: "X", service_area: { radius_miles: 0 } }, "service_area.radius_miles: Must be more than 0"],
      [{ name: "X", is_default: "yes" }, "is_default: Must be true or false"],
      [{ name: "X", colour: "green" }, expect.stringContaining("colour") as unknown as string],
    ];
    for (const [body, message] of cases) {
      const response = await post(key, body);
      expect(response.status).toBe(422);
      expect((await response.json()).error).toEqual({ code: "unprocessable", message });
    }
    const taken = await post(key, { name: home.name.toLowerCase() });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toBe("A location with this name already exists");
    expect(await db.select().from(s.locations).where(eq(s.locations.businessId, biz.id))).toHaveLength(1);
  });

  it("refuses a key without manage_settings (403) and no key (401)", async () => {
    const { key } = await keyed(["manage_customers"]);
    expect((await post(key, { name: "X" })).status).toBe(403);
    expect((await listLocations(apiRequest("/locations"))).status).toBe(401);
  });
});

describe("GET /api/v1/locations", () => {
  it("pages the locations by cursor, the default first then by name; archived only when asked", async () => {
    const { key, home } = await keyed();
    for (const name of ["beta", "Alpha", "Gamma"]) expect((await post(key, { name })).status).toBe(201);
    const archived = await (await post(key, { name: "Zulu" })).json();
    await db.update(s.locations).set({ archivedAt: new Date() }).where(eq(s.locations.id, archived.id));

    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const response: Response = await listLocations(apiRequest(`/locations?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key }));
      expect(response.status).toBe(200);
      const page: { data: Array<{ name: string }>; next_cursor: string | null } = await response.json();
      names.push(...page.data.map((row: { name: string }) => row.name));
      cursor = page.next_cursor;
    } while (cursor);
    expect(names).toEqual([home.name, "Alpha", "beta", "Gamma"]);
    const all = await (await listLocations(apiRequest("/locations?archived=true", { key }))).json();
    expect(all.data.map((row: { name: string; archived: boolean }) => `${row.name}${row.archived ? " (archived)" : ""}`)).toEqual([home.name, "Alpha", "beta", "Gamma", "Zulu (archived)"]);
    expect((await listLocations(apiRequest("/locations?cursor=garbage", { key }))).status).toBe(400);
    expect((await listLocations(apiRequest("/locations?limit=0", { key }))).status).toBe(400);
  });

  it("a key limited to locations lists and reads only its own; another business's id is 404", async () => {
    const { biz, key: full, keyId, home } = await keyed();
    const dayton = await (await post(full, { name: "Dayton" })).json();
    await db.insert(s.apiKeyLocations).values({ businessId: biz.id, apiKeyId: keyId, locationId: dayton.id });
    const page = await (await listLocations(apiRequest("/locations", { key: full }))).json();
    expect(page.data.map((row: { id: string }) => row.id)).toEqual([dayton.id]);
    expect((await getLocation(apiRequest(`/locations/${home.id}`, { key: full }), withId(home.id))).status).toBe(404);
    expect((await patchLocation(apiRequest(`/locations/${home.id}`, { key: full, method: "PATCH", body: { name: "Mine" } }), withId(home.id))).status).toBe(404);
    expect((await getLocation(apiRequest(`/locations/${dayton.id}`, { key: full }), withId(dayton.id))).status).toBe(200);

    const other = await keyed();
    const foreign = await getLocation(apiRequest(`/locations/${home.id}`, { key: other.key }), withId(home.id));
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error).toEqual({ code: "not_found", message: "Location not found" });
    expect((await getLocation(apiRequest("/locations/nope", { key: other.key }), withId("nope"))).status).toBe(404);
  });
});

describe("GET|PATCH /api/v1/locations/{id}", () => {
  it("reads a location, changes only the fields sent, and makes it the default in place of the old one", async () => {
    const { biz, key, home } = await keyed();
    const dayton = await (await post(key, { name: "Dayton", service_area: { postal_codes: ["45402"], radius_miles: 10 } })).json();
    const read = await getLocation(apiRequest(`/locations/${dayton.id}`, { key }), withId(dayton.id));
    expect(await read.json()).toEqual(dayton);

    const patched = await patchLocation(apiRequest(`/locations/${dayton.id}`, { key, method: "PATCH", body: { service_area: { postal_codes: ["45402", "45404"] }, is_default: true } }), withId(dayton.id));
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ name: "Dayton", service_area: { postal_codes: ["45402", "45404"], radius_miles: 10 }, is_default: true });
    const defaults = await db.select({ id: s.locations.id }).from(s.locations).where(and(eq(s.locations.businessId, biz.id), eq(s.locations.isDefault, true)));
    expect(defaults).toEqual([{ id: dayton.id }]);

    const unset = await patchLocation(apiRequest(`/locations/${dayton.id}`, { key, method: "PATCH", body: { is_default: false } }), withId(dayton.id));
    expect(unset.status).toBe(422);
    expect((await unset.json()).error.message).toBe("Make another location the default instead");
    const clash = await patchLocation(apiRequest(`/locations/${dayton.id}`, { key, method: "PATCH", body: { name: home.name } }), withId(dayton.id));
    expect(clash.status).toBe(409);
    const bad = await patchLocation(apiRequest(`/locations/${dayton.id}`, { key, method: "PATCH", body: { email: "nope@" } }), withId(dayton.id));
    expect(bad.status).toBe(422);
  });
});
