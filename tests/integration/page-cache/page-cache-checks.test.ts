import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createCustomerSession } from "@/lib/identity/customer/sessions";
import { PORTAL_COOKIE_NAME } from "@/lib/identity/customer/portal-cookie";
import { resolveAuthSecret } from "@/lib/identity/staff/secret";
import { revokeStaffSessions } from "@/lib/identity/staff/session-version";
import { claimStaffPage } from "@/lib/identity/staff/staff-page-cache";
import { staffContextFor } from "@/lib/identity/staff/staff-context";
import { withPageCacheRequest, type PageCacheClaim, type PageCacheRequest } from "@/lib/page-cache/page-cache-request";
import { mayServeCachedPage } from "@/lib/page-cache/page-cache-validators";
import { claimPortalPage } from "@/lib/portal/portal-page-cache";
import { STAFF_COOKIE_NAME } from "../../support/fake-request";
import { createBusiness, createCustomer, unique } from "../../support/portal-fixtures";

/**
 * The checks a kept page must pass before the front door serves it again (lib/page-cache):
 * the portal's and the admin's, each against real sessions in the database. The page is only
 * ever offered to the exact cookie it was rendered for (front-door-page-cache.test.ts); these
 * decide whether that cookie is still good and the data unchanged.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);

/** What the render would claim, as the front door records it. */
async function claimed(claim: () => Promise<void>): Promise<PageCacheClaim> {
  const record: PageCacheRequest = { claim: null, refused: false };
  await withPageCacheRequest(record, claim);
  expect(record.refused).toBe(false);
  return record.claim!;
}
const portalAsker = (token: string | null, extra = "") => ({ host: "x.localhost", cookie: token ? `${extra}${PORTAL_COOKIE_NAME}=${token}` : extra || undefined, proto: "http" });

describe("the portal's check", () => {
  async function signedIn() {
    const business = await createBusiness(db);
    const customer = await createCustomer(db, business.id);
    const session = await createCustomerSession({ businessId: business.id, customerId: customer.id });
    const claim = await claimed(() => claimPortalPage(business.id, session.sessionId));
    return { business, customer, ...session, claim };
  }

  it("claims for the session at the business's data version", async () => {
    const { business, sessionId, claim } = await signedIn();
    const [versions] = await db.select().from(s.businessDataVersions).where(eq(s.businessDataVersions.businessId, business.id));
    expect(claim).toEqual({ businessId: business.id, version: expect.stringMatching(new RegExp(`^${versions.version}\\.\\d+$`)), validator: "portal-session", identity: sessionId });
  });

  it("lets the same live session have it, refreshing its activity as the guard does", async () => {
    const { token, sessionId, claim } = await signedIn();
    const old = new Date(Date.now() - 60 * 60 * 1000);
    await db.update(s.customerSessions).set({ lastActivityAt: old }).where(eq(s.customerSessions.id, sessionId));
    expect(await mayServeCachedPage(claim, portalAsker(token))).toBe(true);
    expect(await mayServeCachedPage(claim, portalAsker(token, "theme=dark; "))).toBe(true);
    const [row] = await db.select().from(s.customerSessions).where(eq(s.customerSessions.id, sessionId));
    expect(row.lastActivityAt.getTime()).toBeGreaterThan(old.getTime() + 30 * 60 * 1000);
  });

  it("refuses once anything of the business was written", async () => {
    const { business, customer, token, claim } = await signedIn();
    await db.update(s.customers).set({ notes: "changed" }).where(eq(s.customers.id, customer.id));
    expect(await mayServeCachedPage(claim, portalAsker(token))).toBe(false);
    // Another business's write does not matter.
    const { claim: fresh } = { claim: await claimed(() => claimPortalPage(business.id, claim.identity)) };
    await createCustomer(db, (await createBusiness(db)).id);
    expect(await mayServeCachedPage(fresh, portalAsker(token))).toBe(true);
  });

  it("refuses another session, even of the same customer, and no session", async () => {
    const { business, customer, claim } = await signedIn();
    const second = await createCustomerSession({ businessId: business.id, customerId: customer.id });
    expect(await mayServeCachedPage(claim, portalAsker(second.token))).toBe(false);
    const neighbour = await createCustomer(db, business.id);
    const theirs = await createCustomerSession({ businessId: business.id, customerId: neighbour.id });
    expect(await mayServeCachedPage(claim, portalAsker(theirs.token))).toBe(false);
    expect(await mayServeCachedPage(claim, portalAsker(null))).toBe(false);
    expect(await mayServeCachedPage(claim, portalAsker(null, "other=1"))).toBe(false);
    expect(await mayServeCachedPage(claim, portalAsker("not-a-token"))).toBe(false);
  });

  it("refuses a session signed out, idle past two hours, or whose customer lost portal access", async () => {
    const a = await signedIn();
    await db.delete(s.customerSessions).where(eq(s.customerSessions.id, a.sessionId));
    expect(await mayServeCachedPage(a.claim, portalAsker(a.token))).toBe(false);

    const b = await signedIn();
    await db.update(s.customerSessions).set({ lastActivityAt: new Date(Date.now() - 3 * 60 * 60 * 1000) }).where(eq(s.customerSessions.id, b.sessionId));
    expect(await mayServeCachedPage(b.claim, portalAsker(b.token))).toBe(false);
    // Refused as the guard refuses it: the session is gone.
    expect(await db.select().from(s.customerSessions).where(eq(s.customerSessions.id, b.sessionId))).toEqual([]);

    const c = await signedIn();
    await db.update(s.customers).set({ portalAccessStatus: "disabled" }).where(eq(s.customers.id, c.customer.id));
    const after = await claimed(() => claimPortalPage(c.business.id, c.sessionId)); // even at the new version
    expect(await mayServeCachedPage(after, portalAsker(c.token))).toBe(false);
  });

  it("refuses a claim for another business than the session's", async () => {
    const { token, claim } = await signedIn();
    const other = await createBusiness(db);
    const forOther = await claimed(() => claimPortalPage(other.id, claim.identity));
    expect(await mayServeCachedPage(forOther, portalAsker(token))).toBe(false);
  });
});

describe("the admin's check", () => {
  const staffCookie = async (userId: string, maxAge = 3600) => `${STAFF_COOKIE_NAME}=${await encode({ token: { sub: userId }, secret: resolveAuthSecret(), salt: STAFF_COOKIE_NAME, maxAge })}`;
  const staffAsker = (cookie: string) => ({ host: "app.localhost", cookie, proto: "http" });
  async function signedInOwner() {
    const business = await createBusiness(db);
    const staff = (await staffContextFor(business.owner.id))!;
    const claim = await claimed(() => claimStaffPage(staff));
    return { business, staff, claim, cookie: await staffCookie(business.owner.id) };
  }

  it("claims for the user at the business's data version, and lets the same session have it", async () => {
    const { business, claim, cookie } = await signedInOwner();
    expect(claim).toMatchObject({ businessId: business.id, validator: "staff-session", identity: business.owner.id });
    expect(await mayServeCachedPage(claim, staffAsker(cookie))).toBe(true);
  });

  it("refuses after a write, a sign-out everywhere, or an expired or foreign token", async () => {
    const a = await signedInOwner();
    await db.update(s.businesses).set({ companyName: unique("Renamed") }).where(eq(s.businesses.id, a.business.id));
    expect(await mayServeCachedPage(a.claim, staffAsker(a.cookie))).toBe(false);

    const b = await signedInOwner();
    await revokeStaffSessions(b.business.owner.id);
    const fresh = await claimed(() => claimStaffPage(b.staff));
    expect(await mayServeCachedPage(fresh, staffAsker(b.cookie))).toBe(false);

    const c = await signedInOwner();
    expect(await mayServeCachedPage(c.claim, staffAsker(await staffCookie(c.business.owner.id, -3600)))).toBe(false);
    const other = await createBusiness(db);
    expect(await mayServeCachedPage(c.claim, staffAsker(await staffCookie(other.owner.id)))).toBe(false);
    expect(await mayServeCachedPage(c.claim, staffAsker("authjs.session-token=garbage"))).toBe(false);
    expect(await mayServeCachedPage(c.claim, staffAsker(""))).toBe(false);
  });

  it("refuses a user who is no longer staff of that business", async () => {
    const { business, claim, cookie } = await signedInOwner();
    await db.update(s.users).set({ disabled: true }).where(eq(s.users.id, business.owner.id));
    const [versions] = await db.select().from(s.businessDataVersions).where(eq(s.businessDataVersions.businessId, business.id));
    // Even at the version the disabling produced.
    const atNewVersion = { ...claim, version: `${versions.version}.${claim.version.split(".")[1]}` };
    expect(await mayServeCachedPage(atNewVersion, staffAsker(cookie))).toBe(false);
  });

  it("never claims a page seen through support view", async () => {
    const { staff } = await signedInOwner();
    const record: PageCacheRequest = { claim: null, refused: false };
    await withPageCacheRequest(record, () => claimStaffPage({ ...staff, supportView: { sessionId: "s", expiresAt: new Date(Date.now() + 60_000) } }));
    expect(record.claim).toBeNull();
  });
});
