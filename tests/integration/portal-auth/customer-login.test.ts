import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/customer-login/route";
import { db } from "@/db/client";
import { authAttempts, customers, customerSessions } from "@/db/schema";
import { hashToken } from "@/lib/security/tokens";
import { createBusiness, createCustomer, PASSWORD, unique } from "./fixtures";
import { call, freshIp, HOSTS, type Call } from "./http";

type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let other: Biz;
let customer: Awaited<ReturnType<typeof createCustomer>>;

const login = (c: Call) => call(POST, "/api/customer-login", c);
const sessionsOf = (customerId: string) => db.select().from(customerSessions).where(eq(customerSessions.customerId, customerId));

beforeAll(async () => {
  biz = await createBusiness();
  other = await createBusiness();
  customer = await createCustomer(biz.id, { firstName: "Lena", lastName: "Park", phone: "5551234567", outstandingBalanceCents: 4250 });
});

describe("POST /api/customer-login", () => {
  it("signs in on the tenant host: spec response, hashed session row, host-only cookie", async () => {
    const res = await login({ host: HOSTS.tenant(biz.portalSubdomain), body: { email: customer.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      business_id: biz.id,
      message: "Login successful",
      customer: {
        id: customer.id,
        user_id: biz.id,
        first_name: "Lena",
        last_name: "Park",
        email: customer.email,
        phone: "5551234567",
        outstanding_balance: 42.5,
        portal_access_status: "active",
        service_plan: "Standard Plan",
        status: "active",
      },
    });
    expect(res.json.customer).not.toHaveProperty("password_hash");
    expect(JSON.stringify(res.json)).not.toMatch(/argon2/);
    const token = res.json.session_token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await sessionsOf(customer.id);
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    expect(rows.every((r) => r.businessId === biz.id)).toBe(true);

    const cookie = res.setCookie ?? "";
    expect(cookie).toContain(`sl_portal_session=${token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=86400/);
    expect(cookie).not.toMatch(/Domain=/i);

    const [after] = await db.select({ lastLogin: customers.lastLogin }).from(customers).where(eq(customers.id, customer.id));
    expect(after.lastLogin).not.toBeNull();
  });

  it("is case-insensitive on the email and works on the main host with portal_subdomain (no cookie there)", async () => {
    const res = await login({
      host: HOSTS.main,
      body: { email: customer.email!.toUpperCase(), password: PASSWORD, portal_subdomain: biz.portalSubdomain },
    });
    expect(res.status).toBe(200);
    expect(res.json.business_id).toBe(biz.id);
    expect(res.setCookie).toBeNull();
  });

  it("answers wrong password, unknown email and inactive accounts identically, and records failures", async () => {
    const invited = await createCustomer(biz.id, { portalAccessStatus: "invited" });
    const noPassword = await createCustomer(biz.id, { password: null });
    const cases = [
      { email: customer.email, password: "Wrong1234!" },
      { email: `${unique("nobody")}@example.test`, password: PASSWORD },
      { email: invited.email, password: PASSWORD },
      { email: noPassword.email, password: PASSWORD },
    ];
    for (const body of cases) {
      const res = await login({ host: HOSTS.tenant(biz.portalSubdomain), body });
      expect(res.status, body.email!).toBe(401);
      expect(res.json).toEqual({ success: false, message: "Invalid email or password" });
      expect(res.setCookie).toBeNull();
    }
    expect(await sessionsOf(invited.id)).toHaveLength(0);
    const failures = await db
      .select()
      .from(authAttempts)
      .where(and(eq(authAttempts.scope, "portal_login"), eq(authAttempts.accountKey, `${biz.id}:${customer.email!.toLowerCase()}`), eq(authAttempts.succeeded, false)));
    expect(failures.length).toBeGreaterThanOrEqual(1);
  });

  it("does not let a customer of one business sign in to another", async () => {
    const res = await login({ host: HOSTS.tenant(other.portalSubdomain), body: { email: customer.email, password: PASSWORD } });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Invalid email or password");
    expect((await sessionsOf(customer.id)).every((s) => s.businessId === biz.id)).toBe(true);
  });

  it("refuses unknown, disabled and missing businesses with 404 'Business not found'", async () => {
    const dormant = await createBusiness({ portalEnabled: false });
    const insider = await createCustomer(dormant.id);
    const body = { email: insider.email, password: PASSWORD };
    for (const c of [
      { host: HOSTS.tenant(dormant.portalSubdomain), body },
      { host: HOSTS.tenant("no-such-business-here"), body },
      { host: HOSTS.main, body },
      { host: HOSTS.main, body: { ...body, portal_subdomain: "no-such-business-here" } },
      { host: HOSTS.main, body: { ...body, portal_subdomain: "admin" } },
    ]) {
      const res = await login(c);
      expect(res.status, c.host).toBe(404);
      expect(res.json).toEqual({ success: false, message: "Business not found" });
    }
    expect(await sessionsOf(insider.id)).toHaveLength(0);
  });

  it("a tenant host with a portal_subdomain of another business is refused", async () => {
    const res = await login({
      host: HOSTS.tenant(biz.portalSubdomain),
      body: { email: customer.email, password: PASSWORD, portal_subdomain: other.portalSubdomain },
    });
    expect(res.status).toBe(403);
    expect(res.json.success).toBe(false);
  });

  it.each([
    ["missing email", { password: PASSWORD }, 400, "Email is required"],
    ["empty email", { email: "", password: PASSWORD }, 400, "Email is required"],
    ["email not a string", { email: 12345, password: PASSWORD }, 400, "Email is required"],
    ["malformed email", { email: "not-an-email", password: PASSWORD }, 400, "Please enter a valid email address"],
    ["oversized email", { email: `${"a".repeat(300)}@example.test`, password: PASSWORD }, 400, "Email address is too long"],
    ["missing password", { email: "a@example.test" }, 400, "Password is required"],
    ["empty password", { email: "a@example.test", password: "" }, 400, "Password is required"],
    ["password an object", { email: "a@example.test", password: { $ne: null } }, 400, "Password is required"],
    ["portal_subdomain a number", { email: "a@example.test", password: PASSWORD, portal_subdomain: 7 }, 400, "Invalid portal subdomain"],
    ["portal_subdomain hostile", { email: "a@example.test", password: PASSWORD, portal_subdomain: "../../etc" }, 400, "Invalid portal subdomain"],
  ])("bad input (%s) gets its status and the spec's message", async (_label, body, status, message) => {
    const host = "portal_subdomain" in body ? HOSTS.main : HOSTS.tenant(biz.portalSubdomain);
    const res = await login({ host, body });
    expect(res.status).toBe(status);
    expect(res.json).toEqual({ success: false, message });
  });

  it("refuses malformed JSON, non-object bodies, non-JSON content types and oversized bodies with 4xx", async () => {
    const host = HOSTS.tenant(biz.portalSubdomain);
    expect((await login({ host, raw: "{ not json" })).json).toEqual({ success: false, message: "Invalid JSON body" });
    expect((await login({ host, raw: "{ not json" })).status).toBe(400);
    for (const raw of ["[]", "null", '"text"', "42"]) {
      const res = await login({ host, raw });
      expect(res.status, raw).toBe(400);
      expect(res.json.message).toBe("Request body must be a JSON object");
    }
    const form = await login({ host, raw: "email=a&password=b", contentType: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(400);
    const none = await login({ host, raw: "{}", contentType: null });
    expect(none.status).toBe(400);
    const big = await login({ host, body: { email: customer.email, password: "x".repeat(20_000) } });
    expect(big.status).toBe(413);
    expect(big.json).toEqual({ success: false, message: "Request body too large" });
  });

  it("refuses an address after 10 failures for one account (429, spec message), never the owner at another address", async () => {
    const target = await createCustomer(biz.id);
    const host = HOSTS.tenant(biz.portalSubdomain);
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await login({ host, ip: attacker, body: { email: target.email, password: `Wrong${i}!` } });
      expect(res.status).toBe(401);
    }
    const blocked = await login({ host, ip: attacker, body: { email: target.email, password: PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ success: false, message: "Account temporarily blocked. Please try again later." });
    expect(await sessionsOf(target.id)).toHaveLength(0);
    // The owner, at an address that has not failed, is slowed down but gets in.
    expect((await login({ host, body: { email: target.email, password: PASSWORD } })).status).toBe(200);
    expect(await sessionsOf(target.id)).toHaveLength(1);
    // The same email at another business is another account.
    const twin = await createCustomer(other.id, { email: target.email });
    expect((await login({ host: HOSTS.tenant(other.portalSubdomain), body: { email: twin.email, password: PASSWORD } })).status).toBe(200);
  });

  it("blocks an IP after 30 failures across accounts", async () => {
    const ip = freshIp();
    const host = HOSTS.tenant(biz.portalSubdomain);
    for (let i = 0; i < 30; i++) {
      await login({ host, ip, body: { email: `${unique("spray")}@example.test`, password: "Wrong1234!" } });
    }
    const res = await login({ host, ip, body: { email: customer.email, password: PASSWORD } });
    expect(res.status).toBe(429);
    expect((await login({ host, body: { email: customer.email, password: PASSWORD } })).status).toBe(200);
  });
});
