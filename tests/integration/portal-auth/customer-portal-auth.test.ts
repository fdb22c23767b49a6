import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/customer-portal-auth/route";
import { POST as LOGIN } from "@/app/api/customer-login/route";
import { db } from "@/db/client";
import { customers, customerSessions } from "@/db/schema";
import { createCustomerSession } from "@/lib/identity/customer/sessions";
import { verifyPassword } from "@/lib/security/passwords";
import { generateToken, hashToken } from "@/lib/security/tokens";
import { createBusiness, createCustomer } from "./fixtures";
import { call, HOSTS, type Call } from "./http";

type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let other: Biz;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let rival: Awaited<ReturnType<typeof createCustomer>>;

const auth = (c: Call) => call(POST, "/api/customer-portal-auth", c);
const HOUR = 60 * 60 * 1000;
const sessionRow = async (token: string) =>
  (await db.select().from(customerSessions).where(eq(customerSessions.tokenHash, hashToken(token))))[0];
const newSession = async (businessId = biz.id, customerId = customer.id) =>
  (await createCustomerSession({ businessId, customerId })).token;
/** Moves a session's clock back: the handler then sees it as that old / that idle. */
const age = (token: string, { createdMsAgo, idleMsAgo }: { createdMsAgo: number; idleMsAgo: number }) =>
  db
    .update(customerSessions)
    .set({ createdAt: new Date(Date.now() - createdMsAgo), lastActivityAt: new Date(Date.now() - idleMsAgo) })
    .where(eq(customerSessions.tokenHash, hashToken(token)));

beforeAll(async () => {
  biz = await createBusiness();
  other = await createBusiness();
  customer = await createCustomer(biz.id, { firstName: "Omar" });
  rival = await createCustomer(other.id, { firstName: "Rival" });
});

describe("action validate_session", () => {
  const host = () => HOSTS.tenant(biz.portalSubdomain);

  it("returns the customer for a body token and refreshes last activity", async () => {
    const token = await newSession();
    await age(token, { createdMsAgo: HOUR, idleMsAgo: HOUR });
    const before = (await sessionRow(token)).lastActivityAt;
    const res = await auth({ host: host(), body: { action: "validate_session", session_token: token, business_id: biz.id } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, customer: { id: customer.id, first_name: "Omar", user_id: biz.id } });
    expect((await sessionRow(token)).lastActivityAt.getTime()).toBeGreaterThan(before.getTime() + HOUR - 60_000);
  });

  it("accepts the token from the portal cookie, and on the main host with portal_subdomain", async () => {
    const token = await newSession();
    const viaCookie = await auth({ host: host(), cookie: `other=1; sl_portal_session=${token}`, body: { action: "validate_session" } });
    expect(viaCookie.status).toBe(200);
    const viaMain = await auth({
      host: HOSTS.main,
      body: { action: "validate_session", session_token: token, business_id: biz.id, portal_subdomain: biz.portalSubdomain },
    });
    expect(viaMain.status).toBe(200);
    expect(viaMain.json.customer).toMatchObject({ id: customer.id });
  });

  it("crosses each clock boundary: 1h59 idle ok, 2h01 idle gone; 23h59 old ok, 24h01 old gone", async () => {
    const body = (token: string) => ({ action: "validate_session", session_token: token, business_id: biz.id });
    const idleOk = await newSession();
    await age(idleOk, { createdMsAgo: 3 * HOUR, idleMsAgo: 2 * HOUR - 60_000 });
    expect((await auth({ host: host(), body: body(idleOk) })).status).toBe(200);

    const idleGone = await newSession();
    await age(idleGone, { createdMsAgo: 3 * HOUR, idleMsAgo: 2 * HOUR + 60_000 });
    const idle = await auth({ host: host(), body: body(idleGone) });
    expect(idle.status).toBe(401);
    expect(idle.json).toEqual({ success: false, message: "Invalid or expired session" });
    expect(await sessionRow(idleGone)).toBeUndefined();

    const oldOk = await newSession();
    await age(oldOk, { createdMsAgo: 24 * HOUR - 60_000, idleMsAgo: 60_000 });
    expect((await auth({ host: host(), body: body(oldOk) })).status).toBe(200);

    const oldGone = await newSession();
    await age(oldGone, { createdMsAgo: 24 * HOUR + 60_000, idleMsAgo: 60_000 });
    expect((await auth({ host: host(), body: body(oldGone) })).status).toBe(401);
    expect(await sessionRow(oldGone)).toBeUndefined();
  });

  it("another business's session is refused on this host and deleted", async () => {
    const foreign = await newSession(other.id, rival.id);
    const res = await auth({ host: host(), body: { action: "validate_session", session_token: foreign } });
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.json)).not.toContain("Rival");
    expect(await sessionRow(foreign)).toBeUndefined();
  });

  it("a business_id of another business is refused (403) and invalidates the session", async () => {
    const token = await newSession();
    const res = await auth({ host: host(), body: { action: "validate_session", session_token: token, business_id: other.id } });
    expect(res.status).toBe(403);
    expect(res.json.success).toBe(false);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("a rejected cookie is expired in the response", async () => {
    const res = await auth({ host: host(), cookie: `sl_portal_session=${generateToken()}`, body: { action: "validate_session" } });
    expect(res.status).toBe(401);
    expect(res.setCookie).toMatch(/sl_portal_session=;.*Max-Age=0/i);
  });

  it.each([
    ["no token at all", {}, 401, "Authentication required"],
    ["short token", { session_token: "abc" }, 400, "Invalid session token format"],
    ["oversized token", { session_token: "a".repeat(5000) }, 400, "Invalid session token format"],
    ["bad characters", { session_token: `${"a".repeat(40)}$%^` }, 400, "Session token contains invalid characters"],
    ["sql in token", { session_token: `${"a".repeat(32)}' OR '1'='1` }, 400, "Session token contains invalid characters"],
    ["token a number", { session_token: 1234567 }, 400, "Session token is required"],
    ["unknown token", { session_token: generateToken() }, 401, "Invalid or expired session"],
    ["business_id a number", { session_token: generateToken(), business_id: 5 }, 400, "Invalid business ID"],
  ])("bad input (%s)", async (_label, extra, status, message) => {
    const res = await auth({ host: host(), body: { action: "validate_session", ...extra } });
    expect(res.status).toBe(status);
    expect(res.json).toEqual({ success: false, message });
  });
});

describe("action logout", () => {
  it("deletes the session on the server and expires the cookie; the token no longer validates", async () => {
    const host = HOSTS.tenant(biz.portalSubdomain);
    const login = await call(LOGIN, "/api/customer-login", { host, body: { email: customer.email, password: "Fixture1234!" } });
    const token = login.json.session_token as string;
    const res = await auth({ host, body: { action: "logout", session_token: token, portal_subdomain: biz.portalSubdomain } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Logged out successfully" });
    expect(res.setCookie).toMatch(/sl_portal_session=;.*Max-Age=0/i);
    expect(await sessionRow(token)).toBeUndefined();
    expect((await auth({ host, body: { action: "validate_session", session_token: token } })).status).toBe(401);
  });

  it("logs out with the cookie alone", async () => {
    const token = await newSession();
    const res = await auth({ host: HOSTS.tenant(biz.portalSubdomain), cookie: `sl_portal_session=${token}`, body: { action: "logout" } });
    expect(res.status).toBe(200);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("cannot end another business's session", async () => {
    const foreign = await newSession(other.id, rival.id);
    const res = await auth({ host: HOSTS.tenant(biz.portalSubdomain), body: { action: "logout", session_token: foreign } });
    expect(res.status).toBe(200);
    expect(await sessionRow(foreign)).toBeDefined();
  });

  it("refuses a missing or malformed token with 400", async () => {
    const host = HOSTS.tenant(biz.portalSubdomain);
    expect(await auth({ host, body: { action: "logout" } })).toMatchObject({ status: 400, json: { success: false, message: "Session token is required" } });
    expect(await auth({ host, body: { action: "logout", session_token: "<script>alert(1)</script>xxxxxxxxxxxxxxx" } })).toMatchObject({
      status: 400,
      json: { message: "Session token contains invalid characters" },
    });
  });
});

describe("actions verify_invitation and complete_registration", () => {
  async function invite(businessId = biz.id, { expiresInMs = 7 * 24 * HOUR, status = "invited" } = {}) {
    const token = generateToken();
    const invited = await createCustomer(businessId, {
      firstName: "Ivy",
      password: null,
      portalAccessStatus: status,
      invitationTokenHash: hashToken(token),
      invitationSentAt: new Date(),
      invitationExpiresAt: new Date(Date.now() + expiresInMs),
    });
    return { token, invited };
  }
  const host = () => HOSTS.tenant(biz.portalSubdomain);
  const row = async (id: string) => (await db.select().from(customers).where(eq(customers.id, id)))[0];

  it("verifies an invitation: first name and email", async () => {
    const { token, invited } = await invite();
    const res = await auth({ host: host(), body: { action: "verify_invitation", token } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Invitation verified", customer: { first_name: "Ivy", email: invited.email } });
  });

  it("completes registration once: password set, access active, token cleared; then login works", async () => {
    const { token, invited } = await invite();
    const res = await auth({ host: host(), body: { action: "complete_registration", token, password: "Welcome1!" } });
    expect(res.status).toBe(200);
    // Registration ends signed in (issue 37): the session comes back as customer-login's does, and as the portal cookie.
    expect(res.json).toEqual({
      success: true,
      message: "Registration completed!",
      customer: expect.objectContaining({ id: invited.id, first_name: "Ivy", user_id: biz.id, portal_access_status: "active" }),
      session_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      business_id: biz.id,
    });
    const sessionToken = res.json.session_token as string;
    expect(res.setCookie).toContain(`sl_portal_session=${sessionToken}`);
    expect(await sessionRow(sessionToken)).toMatchObject({ businessId: biz.id, customerId: invited.id, isPreview: false });
    const signedIn = await auth({ host: host(), cookie: `sl_portal_session=${sessionToken}`, body: { action: "validate_session" } });
    expect(signedIn).toMatchObject({ status: 200, json: { success: true, customer: { id: invited.id } } });
    const after = await row(invited.id);
    expect(after).toMatchObject({ portalAccessStatus: "active", invitationTokenHash: null, invitationExpiresAt: null });
    expect(await verifyPassword(after.passwordHash, "Welcome1!")).toBe(true);

    const reuse = await auth({ host: host(), body: { action: "complete_registration", token, password: "Another1!" } });
    expect(reuse.status).toBe(400);
    expect(reuse.json).toEqual({ success: false, message: "Invalid or expired invitation link" });
    expect(await verifyPassword((await row(invited.id)).passwordHash, "Welcome1!")).toBe(true);
    expect((await auth({ host: host(), body: { action: "verify_invitation", token } })).status).toBe(400);

    const login = await call(LOGIN, "/api/customer-login", { host: host(), body: { email: invited.email, password: "Welcome1!" } });
    expect(login.status).toBe(200);
  });

  it("an expired invitation is refused and changes nothing", async () => {
    const { token, invited } = await invite(biz.id, { expiresInMs: -1000 });
    for (const body of [{ action: "verify_invitation", token }, { action: "complete_registration", token, password: "Welcome1!" }]) {
      const res = await auth({ host: host(), body });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message: "Invalid or expired invitation link" });
    }
    expect(await row(invited.id)).toMatchObject({ portalAccessStatus: "invited", passwordHash: null });
  });

  it("another business's invitation token is not valid here", async () => {
    const { token, invited } = await invite(other.id);
    const res = await auth({ host: host(), body: { action: "complete_registration", token, password: "Welcome1!" } });
    expect(res.status).toBe(400);
    expect(await row(invited.id)).toMatchObject({ portalAccessStatus: "invited", passwordHash: null });
    const there = await auth({ host: HOSTS.main, body: { action: "verify_invitation", token, portal_subdomain: other.portalSubdomain } });
    expect(there.status).toBe(200);
  });

  it.each([
    ["missing token", { action: "verify_invitation" }, "Invalid invitation link"],
    ["empty token", { action: "verify_invitation", token: "" }, "Invalid invitation link"],
    ["token a number", { action: "verify_invitation", token: 42 }, "Invalid invitation link"],
    ["short token", { action: "verify_invitation", token: "abc" }, "Invalid or expired invitation link"],
    ["bad characters", { action: "verify_invitation", token: `${"a".repeat(40)}/..` }, "Invalid or expired invitation link"],
    ["oversized token", { action: "complete_registration", token: "a".repeat(3000), password: "Welcome1!" }, "Invalid or expired invitation link"],
    ["missing password", { action: "complete_registration", token: "a".repeat(43) }, "Password is required"],
    ["short password", { action: "complete_registration", token: "a".repeat(43), password: "short" }, "Password must be at least 8 characters long"],
    ["password a list", { action: "complete_registration", token: "a".repeat(43), password: ["Welcome1!"] }, "Password is required"],
    ["unknown token", { action: "complete_registration", token: "a".repeat(43), password: "Welcome1!" }, "Invalid or expired invitation link"],
  ])("bad input (%s) → 400", async (_label, body, message) => {
    const res = await auth({ host: host(), body });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message });
  });

  it("throttles invitation probing per IP (429)", async () => {
    const ip = "10.250.250.250";
    for (let i = 0; i < 30; i++) await auth({ host: host(), ip, body: { action: "verify_invitation", token: generateToken() } });
    const { token } = await invite();
    const res = await auth({ host: host(), ip, body: { action: "verify_invitation", token } });
    expect(res.status).toBe(429);
    expect(res.json).toEqual({ success: false, message: "Account temporarily blocked. Please try again later." });
  });
});

describe("the endpoint itself", () => {
  it.each([
    ["no action", {}],
    ["unknown action", { action: "drop_tables" }],
    ["action not a string", { action: ["logout"] }],
  ])("%s → 400 'Invalid action'", async (_label, body) => {
    const res = await auth({ host: HOSTS.tenant(biz.portalSubdomain), body });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: "Invalid action" });
  });

  it("malformed JSON → 400", async () => {
    const res = await auth({ host: HOSTS.tenant(biz.portalSubdomain), raw: "{'action': 'logout'}" });
    expect(res).toMatchObject({ status: 400, json: { success: false, message: "Invalid JSON body" } });
  });
});
