import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { auditLog, businessMembers, businesses, customers } from "@/db/schema";
import { updateMemberAccessAction } from "@/lib/admin/actions/team/update-member-access";
import { BUSINESS_SUSPENDED_MESSAGE } from "@/lib/businesses/suspension-messages";
import { parseListParams } from "@/lib/foundation/list-params";
import { BUSINESS_LIST_SPEC } from "@/lib/platform/businesses/business-list-spec";
import { getPlatformBusiness, listBusinessAuditLog } from "@/lib/platform/businesses/get-platform-business";
import { listPlatformBusinesses } from "@/lib/platform/businesses/list-platform-businesses";
import { setBusinessPortalEnabledAction } from "@/lib/superadmin/actions/set-business-portal-enabled";
import { setBusinessSuspensionAction } from "@/lib/superadmin/actions/set-business-suspension";
import { findBusinessByTenantKey } from "@/lib/tenancy/find-business-by-tenant-key";
import { asAnonymous, asStaff } from "../../support/fake-request";
import { addEmployee, createBusiness, createUser, makeSuperadminProfile, unique, uniqueEmail } from "../staff-auth/fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

async function superadmin() {
  const admin = await createUser({ userType: "superadmin" });
  await makeSuperadminProfile(admin.id);
  return admin;
}
async function team() {
  const owner = await createUser({ userType: "business_owner", email: uniqueEmail("owner") });
  const business = await createBusiness(owner.id);
  const employee = await createUser({ userType: "employee" });
  const member = await addEmployee(business.id, employee.id);
  await db.insert(customers).values({ businessId: business.id, firstName: "Cara", email: uniqueEmail("cust") });
  return { owner, business, employee, member };
}
const rowOf = async (id: string) => (await db.select().from(businesses).where(eq(businesses.id, id)))[0];
const auditsOf = (businessId: string) => db.select().from(auditLog).where(eq(auditLog.businessId, businessId));

beforeEach(() => asAnonymous());

describe("suspend and restore a business", () => {
  it("only a superadmin may suspend; others change nothing", async () => {
    const { owner, business } = await team();
    expect(await setBusinessSuspensionAction({ businessId: business.id, suspended: true })).toMatchObject({ ok: false, status: 401 });
    await asStaff(owner.id);
    expect(await setBusinessSuspensionAction({ businessId: business.id, suspended: true })).toMatchObject({ ok: false, status: 401 });
    expect((await rowOf(business.id)).suspendedAt).toBeNull();
    expect(await auditsOf(business.id)).toEqual([]);
  });

  it("a suspended business's portal is not found, its staff's actions are refused, nothing is deleted; restore undoes it", async () => {
    const { owner, business, member } = await team();
    const admin = await superadmin();
    // Warm the tenant cache: suspension must invalidate it.
    expect((await findBusinessByTenantKey(business.portalSubdomain)).status).toBe("found");

    await asStaff(admin.id);
    expect(await setBusinessSuspensionAction({ businessId: business.id, suspended: true, reason: "Chargebacks" })).toEqual({
      ok: true,
      data: { suspended: true, changed: true },
    });
    const suspended = await rowOf(business.id);
    expect(suspended.suspendedAt).toBeInstanceOf(Date);
    expect(await findBusinessByTenantKey(business.portalSubdomain)).toEqual({ status: "not_found", error: "Business not found" });
    expect(await db.select().from(customers).where(eq(customers.businessId, business.id))).toHaveLength(1);

    await asStaff(owner.id);
    expect(await updateMemberAccessAction({ memberId: member.id, access: "billing" })).toEqual({
      ok: false,
      status: 403,
      code: "forbidden",
      message: BUSINESS_SUSPENDED_MESSAGE,
    });
    expect((await db.select().from(businessMembers).where(eq(businessMembers.id, member.id)))[0].roleTemplate).toBeNull();

    await asStaff(admin.id);
    // Suspending again is a no-op: no second audit row.
    expect(await setBusinessSuspensionAction({ businessId: business.id, suspended: true })).toEqual({ ok: true, data: { suspended: true, changed: false } });
    expect(await setBusinessSuspensionAction({ businessId: business.id, suspended: false })).toEqual({ ok: true, data: { suspended: false, changed: true } });
    expect((await rowOf(business.id)).suspendedAt).toBeNull();
    expect((await findBusinessByTenantKey(business.portalSubdomain)).status).toBe("found");

    await asStaff(owner.id);
    expect(await updateMemberAccessAction({ memberId: member.id, access: "billing" })).toMatchObject({ ok: true });

    const audits = await auditsOf(business.id);
    expect(audits.map((a) => a.action).sort()).toEqual(["business.restored", "business.suspended"]);
    const suspendedRow = audits.find((a) => a.action === "business.suspended")!;
    expect(suspendedRow).toMatchObject({ actorType: "superadmin", actorId: admin.id, targetType: "business", targetId: business.id, ip: "203.0.113.1" });
    expect(suspendedRow.meta).toEqual({ from: null, to: suspended.suspendedAt!.toISOString(), reason: "Chargebacks" });
    expect(audits.find((a) => a.action === "business.restored")!.meta).toEqual({ from: suspended.suspendedAt!.toISOString(), to: null });
  });

  it("answers 404 for an unknown business and 400 for a malformed id", async () => {
    await asStaff((await superadmin()).id);
    expect(await setBusinessSuspensionAction({ businessId: crypto.randomUUID(), suspended: true })).toMatchObject({ ok: false, status: 404 });
    expect(await setBusinessSuspensionAction({ businessId: "x", suspended: true })).toMatchObject({ ok: false, status: 400 });
  });
});

describe("enable / disable a business's portal", () => {
  it("turns the portal off and on, audited with old and new value", async () => {
    const { business } = await team();
    const admin = await superadmin();
    expect((await findBusinessByTenantKey(business.portalSubdomain)).status).toBe("found");
    await asStaff(admin.id);
    expect(await setBusinessPortalEnabledAction({ businessId: business.id, enabled: false })).toEqual({ ok: true, data: { enabled: false, changed: true } });
    expect((await rowOf(business.id)).portalEnabled).toBe(false);
    expect((await findBusinessByTenantKey(business.portalSubdomain)).status).toBe("not_found");
    expect(await setBusinessPortalEnabledAction({ businessId: business.id, enabled: true })).toMatchObject({ ok: true, data: { changed: true } });
    expect((await rowOf(business.id)).portalEnabled).toBe(true);
    const metas = (await db.select().from(auditLog).where(and(eq(auditLog.businessId, business.id), eq(auditLog.action, "business.portal_updated")))).map((a) => a.meta);
    expect(metas).toEqual(
      expect.arrayContaining([
        { field: "portal_enabled", from: true, to: false },
        { field: "portal_enabled", from: false, to: true },
      ]),
    );
    expect(metas).toHaveLength(2);
  });
});

describe("the Businesses list and detail", () => {
  const list = (query: Record<string, string>) => listPlatformBusinesses(parseListParams(query, BUSINESS_LIST_SPEC));

  it("searches by name, subdomain and owner email, filters by portal and suspension", async () => {
    const tag = unique("zz").replace("-", "");
    const ownerEmail = `${tag}-owner@example.test`;
    const owner = await createUser({ userType: "business_owner", email: ownerEmail });
    const [found] = await db.insert(businesses).values({ companyName: `Acme ${tag}`, portalSubdomain: `${tag}-acme`, ownerUserId: owner.id }).returning();
    const [other] = await db
      .insert(businesses)
      .values({ companyName: `Other ${tag}`, portalSubdomain: `${tag}-other`, portalEnabled: false, suspendedAt: new Date() })
      .returning();

    expect((await list({ q: `Acme ${tag}` })).rows.map((r) => r.id)).toEqual([found.id]);
    expect((await list({ q: ownerEmail.toUpperCase() })).rows.map((r) => r.id)).toEqual([found.id]);
    expect((await list({ q: `${tag}-other` })).rows.map((r) => r.id)).toEqual([other.id]);
    const both = await list({ q: tag });
    expect(both.total).toBe(2);
    expect((await list({ q: tag, portal: "disabled" })).rows.map((r) => r.id)).toEqual([other.id]);
    expect((await list({ q: tag, status: "suspended" })).rows.map((r) => r.id)).toEqual([other.id]);
    expect((await list({ q: tag, status: "active", portal: "enabled" })).rows.map((r) => r.id)).toEqual([found.id]);
    // LIKE wildcards are literal.
    expect((await list({ q: "%" })).total).toBe(0);

    await db.update(businesses).set({ createdAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(businesses.id, other.id));
    expect((await list({ q: tag, created: "30d" })).rows.map((r) => r.id)).toEqual([found.id]);
    expect((await list({ q: tag, created: "90d" })).total).toBe(2);
  });

  it("pages 25 at a time", async () => {
    const tag = unique("pg").replace("-", "");
    await db.insert(businesses).values(Array.from({ length: 27 }, (_, i) => ({ companyName: `${tag} ${String(i).padStart(2, "0")}`, portalSubdomain: `${tag}-${i}` })));
    const first = await list({ q: tag });
    const second = await list({ q: tag, page: "2" });
    expect(first.total).toBe(27);
    expect(first.rows).toHaveLength(25);
    expect(second.rows.map((r) => r.companyName)).toEqual([`${tag} 25`, `${tag} 26`]);
  });

  it("the detail counts staff and customers and shows the audit log", async () => {
    const { owner, business } = await team();
    const admin = await superadmin();
    await asStaff(admin.id);
    await setBusinessPortalEnabledAction({ businessId: business.id, enabled: false });
    const detail = await getPlatformBusiness(business.id);
    expect(detail).toMatchObject({
      id: business.id,
      owner: { email: owner.email },
      staffCount: 2,
      customerCount: 1,
      visitCount: 0,
      portalEnabled: false,
      domainStatus: "none",
      suspendedAt: null,
    });
    expect(detail.lastActivityAt).toBeInstanceOf(Date);
    const audit = await listBusinessAuditLog(business.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "business.portal_updated", actorEmail: admin.email });
    await expect(getPlatformBusiness(crypto.randomUUID())).rejects.toMatchObject({ code: "not_found" });
  });
});
