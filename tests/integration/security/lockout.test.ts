import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/customer-login/route";
import { db } from "@/db/client";
import { customerSessions } from "@/db/schema";
import { verifyStaffCredentials } from "@/lib/identity/staff/verify-staff-credentials";
import { attemptVerdict, SLOWDOWN_MAX_MS, slowdownDelayMs } from "@/lib/security/throttle";
import { portalAccountKey } from "@/lib/identity/customer/login-customer";
import { createBusiness, createCustomer, PASSWORD } from "../portal-auth/fixtures";
import { call, freshIp, HOSTS, type Call } from "../portal-auth/http";
import { createBusiness as createStaffBusiness, createUser, PASSWORD as STAFF_PASSWORD } from "../staff-auth/fixtures";

/**
 * Security finding: ten wrong passwords from anywhere used to lock the owner out for 15 minutes.
 * Failures now refuse only the (account, address) pair and the spraying address; the account
 * itself is slowed down, and its owner at a clean address still gets in.
 */
const login = (c: Call) => call(POST, "/api/customer-login", c);

describe("portal sign-in cannot be locked by others", () => {
  let biz: Awaited<ReturnType<typeof createBusiness>>;
  beforeAll(async () => {
    biz = await createBusiness();
  });

  it("admits the right password from a clean address after 10 failures from 10 addresses, slowed down", async () => {
    const target = await createCustomer(biz.id);
    const host = HOSTS.tenant(biz.portalSubdomain);
    for (let i = 0; i < 10; i++) {
      expect((await login({ host, ip: freshIp(), body: { email: target.email, password: `Wrong${i}!x` } })).status).toBe(401);
    }
    expect(await attemptVerdict({ scope: "portal_login", accountKey: portalAccountKey(biz.id, target.email!), ip: freshIp() })).toEqual({
      blocked: false,
      delayMs: SLOWDOWN_MAX_MS,
    });
    const started = Date.now();
    const res = await login({ host, ip: freshIp(), body: { email: target.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: "Login successful" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MAX_MS - 50);
    expect(await db.select().from(customerSessions).where(eq(customerSessions.customerId, target.id))).toHaveLength(1);
  });

  it("refuses the failing address for that account, while the owner elsewhere gets in", async () => {
    const target = await createCustomer(biz.id);
    const host = HOSTS.tenant(biz.portalSubdomain);
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) await login({ host, ip: attacker, body: { email: target.email, password: `Wrong${i}!x` } });
    expect((await login({ host, ip: attacker, body: { email: target.email, password: PASSWORD } })).status).toBe(429);
    expect((await login({ host, ip: freshIp(), body: { email: target.email, password: PASSWORD } })).status).toBe(200);
  });
});

describe("staff sign-in cannot be locked by others", () => {
  it("admits the right password from a clean address after 10 failures from 10 addresses", async () => {
    const user = await createUser({ userType: "business_owner" });
    await createStaffBusiness(user.id);
    for (let i = 0; i < 10; i++) {
      expect((await verifyStaffCredentials({ email: user.email, password: `Wrong!${i}aaa`, ip: freshIp(), area: "staff" })).status).toBe("invalid");
    }
    const started = Date.now();
    expect((await verifyStaffCredentials({ email: user.email, password: STAFF_PASSWORD, ip: freshIp(), area: "staff" })).status).toBe("ok");
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MAX_MS - 50);
  });
});

describe("the slow-down", () => {
  it("grows with the account's failures and is capped", () => {
    expect([0, 4, 5, 6, 7, 9, 10, 50].map(slowdownDelayMs)).toEqual([0, 0, 100, 200, 400, 1600, SLOWDOWN_MAX_MS, SLOWDOWN_MAX_MS]);
  });
});
