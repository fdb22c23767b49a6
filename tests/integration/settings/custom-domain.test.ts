import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as ask } from "@/app/api/domains/ask/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { removeCustomDomainAction, setCustomDomainAction, verifyCustomDomainAction } from "@/lib/admin/actions/settings/custom-domain";
import { verifyCustomDomain } from "@/lib/businesses/settings/domain/verify-custom-domain";
import { findBusinessByTenantKey } from "@/lib/tenancy/find-business-by-tenant-key";
import { addEmployee, createUser } from "../staff-auth/fixtures";
import { startFakeDns, type FakeDns } from "@/tests/support/fake-dns";
import { createBusiness } from "@/tests/support/portal-fixtures";
import { asStaff } from "@/tests/support/fake-request";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

let dns: FakeDns;
beforeAll(async () => {
  dns = await startFakeDns();
  process.env.DNS_SERVERS = `127.0.0.1:${dns.port}`;
});
afterAll(async () => {
  delete process.env.DNS_SERVERS;
  await dns.close();
});

const askFor = (domain: string) => ask(new Request(`http://localhost/api/domains/ask?domain=${encodeURIComponent(domain)}`));
const unique = () => `portal-${Math.random().toString(36).slice(2, 8)}.example-lawns.test`;

async function auditActions(businessId: string) {
  const rows = await db.select({ action: s.auditLog.action, meta: s.auditLog.meta }).from(s.auditLog).where(eq(s.auditLog.businessId, businessId));
  return rows.map((row) => row.action).sort();
}

/** Settings → Domain: enter, prove by a TXT record over real DNS, serve, remove; Caddy's ask follows. */
describe("custom domain", () => {
  it("is served only after its TXT record verifies, and Caddy may then get a certificate for it", async () => {
    const biz = await createBusiness(db);
    await asStaff(biz.owner.id);
    const domain = unique();

    const set = await setCustomDomainAction({ domain: ` ${domain.toUpperCase()}. ` });
    if (!set.ok || set.data.state === "none") throw new Error(JSON.stringify(set));
    expect(set.data).toMatchObject({ state: "pending", domain, record: { name: `_serviceloop.${domain}` } });
    expect(set.data.record.value).toMatch(/^serviceloop-verify=[0-9a-f]{32}$/);
    // Entered is not served: neither the portal nor a certificate.
    expect((await findBusinessByTenantKey(domain)).status).toBe("not_found");
    expect((await askFor(domain)).status).toBe(404);

    expect(await verifyCustomDomainAction({})).toMatchObject({ ok: false, status: 422, message: expect.stringContaining("could not find the TXT record") });
    dns.setTxt(set.data.record.name, ["serviceloop-verify=somebody-else"]);
    expect(await verifyCustomDomainAction({})).toMatchObject({ ok: false, status: 422, message: expect.stringContaining("does not match") });
    // A long value split across strings, and other TXT records beside ours, still verify.
    dns.setTxt(set.data.record.name, ["v=spf1 -all", set.data.record.value]);
    const verified = await verifyCustomDomainAction({});
    expect(verified).toMatchObject({ ok: true, data: { state: "verified", domain } });

    const lookup = await findBusinessByTenantKey(domain);
    expect(lookup.status === "found" && lookup.business.id).toBe(biz.id);
    expect((await askFor(domain)).status).toBe(200);
    expect((await askFor(domain.toUpperCase())).status).toBe(200);

    expect(await removeCustomDomainAction({})).toEqual({ ok: true, data: { state: "none" } });
    expect((await findBusinessByTenantKey(domain)).status).toBe("not_found");
    expect((await askFor(domain)).status).toBe(404);
    expect(await auditActions(biz.id)).toEqual(["settings.custom_domain_removed", "settings.custom_domain_set", "settings.custom_domain_verified"]);
  });

  it("refuses malformed domains, our own, one another business uses, Verify without a domain, and a member without manage_settings", async () => {
    const other = await createBusiness(db);
    const taken = unique();
    await db.update(s.businesses).set({ customDomain: taken }).where(eq(s.businesses.id, other.id));

    const biz = await createBusiness(db);
    await asStaff(biz.owner.id);
    expect(await verifyCustomDomainAction({})).toMatchObject({ ok: false, status: 400, message: "Add a domain first" });
    for (const bad of ["https://portal.example.com", "portal", "10.0.0.1", "portal.example.com/login", "-bad-.example.com", ""]) {
      expect(await setCustomDomainAction({ domain: bad }), bad).toMatchObject({ ok: false, status: 400 });
    }
    expect(await setCustomDomainAction({ domain: "acme.localhost" })).toMatchObject({ ok: false, status: 400, message: expect.stringContaining("Use your own domain") });
    expect(await setCustomDomainAction({ domain: taken.toUpperCase() })).toMatchObject({ ok: false, status: 409, message: "This domain is already used by another business" });
    const [row] = await db.select({ customDomain: s.businesses.customDomain }).from(s.businesses).where(eq(s.businesses.id, biz.id));
    expect(row.customDomain).toBeNull();

    const employee = await createUser({ userType: "employee" });
    await addEmployee(biz.id, employee.id);
    await asStaff(employee.id);
    expect(await setCustomDomainAction({ domain: unique() })).toMatchObject({ ok: false, status: 403 });
    expect(await auditActions(biz.id)).toEqual([]);
  });

  it("Caddy may get certificates for our own hosts and served tenants, never for unknown names", async () => {
    const biz = await createBusiness(db);
    const closed = await createBusiness(db, { portalEnabled: false });
    expect((await askFor("localhost")).status).toBe(200);
    expect((await askFor("app.localhost")).status).toBe(200);
    expect((await askFor(`${biz.portalSubdomain}.localhost`)).status).toBe(200);
    expect((await askFor(`${closed.portalSubdomain}.localhost`)).status).toBe(404);
    expect((await askFor("admin.localhost")).status).toBe(404); // reserved
    expect((await askFor("nobody-here.localhost")).status).toBe(404);
    expect((await askFor("example.com")).status).toBe(404);
    expect((await askFor("127.0.0.1")).status).toBe(404);
    expect((await askFor("localhost:443")).status).toBe(404);
    expect((await ask(new Request("http://localhost/api/domains/ask"))).status).toBe(404);
  });

  it("does not verify a domain that was changed while its record was being looked up", async () => {
    const biz = await createBusiness(db);
    await asStaff(biz.owner.id);
    const first = await setCustomDomainAction({ domain: unique() });
    if (!first.ok || first.data.state === "none") throw new Error("set failed");
    const second = unique();
    const status = await verifyCustomDomain({ businessId: biz.id, actorUserId: biz.owner.id }, async () => {
      await setCustomDomainAction({ domain: second }); // the owner changes the domain meanwhile
      return [[first.data.state === "none" ? "" : first.data.record.value]];
    });
    expect(status).toMatchObject({ state: "pending", domain: second });
    expect((await findBusinessByTenantKey(second)).status).toBe("not_found");
  });

  it("a lookup failure other than a missing record is a 503 with a retry message, never a verification", async () => {
    const biz = await createBusiness(db);
    await asStaff(biz.owner.id);
    await setCustomDomainAction({ domain: unique() });
    await expect(
      verifyCustomDomain({ businessId: biz.id, actorUserId: biz.owner.id }, async () => {
        throw Object.assign(new Error("timeout"), { code: "ETIMEOUT" });
      }),
    ).rejects.toMatchObject({ code: "unavailable", message: expect.stringContaining("could not look up") });
  });
});
