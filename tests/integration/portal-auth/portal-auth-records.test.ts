import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { auditLog, authAttempts, customers, customerSessions, webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { completeRegistration } from "@/lib/identity/customer/complete-registration";
import { INVALID_CREDENTIALS_MESSAGE, loginCustomer } from "@/lib/identity/customer/login-customer";
import { createCustomerSession, deleteExpiredCustomerSessions, SESSION_MAX_AGE_MS } from "@/lib/identity/customer/sessions";
import { EMAIL_TAKEN_MESSAGE, signupCustomer } from "@/lib/identity/customer/signup-customer";
import { INVITATION_TTL_MS, verifyInvitation } from "@/lib/identity/customer/verify-invitation";
import { generateToken, hashToken } from "@/lib/security/tokens";
import { createBusiness, createCustomer, PASSWORD, unique } from "./fixtures";
import { freshIp } from "./http";

/**
 * What each portal-auth operation leaves behind, called directly: the audit entry (who, what,
 * on whom), the throttle's record of the attempt under the right key, the webhook, and the
 * session housekeeping. The HTTP tests assert the answers; these assert the records.
 */
type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;

const auditOf = (customerId: string) =>
  db
    .select({ actorType: auditLog.actorType, actorId: auditLog.actorId, action: auditLog.action, targetType: auditLog.targetType, targetId: auditLog.targetId, ip: auditLog.ip })
    .from(auditLog)
    .where(and(eq(auditLog.businessId, biz.id), eq(auditLog.targetId, customerId)));
const attemptsFrom = (ip: string) =>
  db.select({ scope: authAttempts.scope, accountKey: authAttempts.accountKey, succeeded: authAttempts.succeeded }).from(authAttempts).where(eq(authAttempts.ip, ip));

async function invite() {
  const token = generateToken();
  const invited = await createCustomer(biz.id, {
    password: null,
    portalAccessStatus: "invited",
    invitationTokenHash: hashToken(token),
    invitationExpiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  return { token, invited };
}

beforeAll(async () => {
  biz = await createBusiness();
});

describe("portal sign-in", () => {
  it("records the success under the business and email, stamps the last login, and audits it as the customer", async () => {
    const email = `${unique("Login")}@Example.test`;
    const customer = await createCustomer(biz.id, { email });
    const ip = freshIp();
    const now = new Date(Date.now() - 1000);
    await loginCustomer({ businessId: biz.id, input: { email, password: PASSWORD }, ip, userAgent: "test", now });
    expect(await attemptsFrom(ip)).toEqual([{ scope: "portal_login", accountKey: `${biz.id}:${email.toLowerCase()}`, succeeded: true }]);
    const [row] = await db.select({ lastLogin: customers.lastLogin }).from(customers).where(eq(customers.id, customer.id));
    expect(row.lastLogin).toEqual(now);
    expect(await auditOf(customer.id)).toEqual([
      { actorType: "customer", actorId: customer.id, action: "customer.portal_signed_in", targetType: "customer", targetId: customer.id, ip },
    ]);
  });

  it("a wrong password is recorded as a failure and refused with the spec's words", async () => {
    const customer = await createCustomer(biz.id);
    const ip = freshIp();
    await expect(loginCustomer({ businessId: biz.id, input: { email: customer.email!, password: "Wrong1234!" }, ip, userAgent: null })).rejects.toMatchObject({
      code: "unauthenticated",
      message: "Invalid email or password",
    });
    expect(INVALID_CREDENTIALS_MESSAGE).toBe("Invalid email or password");
    expect(await attemptsFrom(ip)).toEqual([{ scope: "portal_login", accountKey: `${biz.id}:${customer.email}`, succeeded: false }]);
    expect(await auditOf(customer.id)).toEqual([]);
  });
});

describe("portal sign-up", () => {
  it("records the success, audits the joining and announces customer.created to the business's endpoint", async () => {
    await db.insert(webhookEndpoints).values({ businessId: biz.id, url: "https://8.8.8.8/hooks", events: ["customer.created"], secret: "whsec_signup" });
    const email = `${unique("join")}@example.test`;
    const ip = freshIp();
    const { customer } = await signupCustomer({ businessId: biz.id, input: { first_name: "Jo", last_name: "Nash", email, password: "Signup1234!" }, ip, userAgent: null });
    expect(await attemptsFrom(ip)).toEqual([{ scope: "portal_signup", accountKey: `${biz.id}:${email}`, succeeded: true }]);
    expect(await auditOf(customer.id)).toEqual([
      { actorType: "customer", actorId: customer.id, action: "customer.portal_joined", targetType: "customer", targetId: customer.id, ip },
    ]);
    const deliveries = await db.select({ type: webhookDeliveries.eventType, payload: webhookDeliveries.payload }).from(webhookDeliveries).where(eq(webhookDeliveries.businessId, biz.id));
    expect(deliveries.map((d) => d.type)).toEqual(["customer.created"]);
    expect((deliveries[0].payload as { data: unknown }).data).toEqual({
      customer: { id: customer.id, location_id: expect.any(String), first_name: "Jo", last_name: "Nash", email, phone: null },
    });
  });

  it("an email already on file, in any case, is refused with the spec's words and recorded as a failure", async () => {
    const existing = await createCustomer(biz.id);
    const ip = freshIp();
    const input = { first_name: "Jo", last_name: "Nash", email: existing.email!.toUpperCase(), password: "Signup1234!" };
    await expect(signupCustomer({ businessId: biz.id, input, ip, userAgent: null })).rejects.toMatchObject({
      code: "conflict",
      message: "An account with this email already exists",
    });
    expect(EMAIL_TAKEN_MESSAGE).toBe("An account with this email already exists");
    expect(await attemptsFrom(ip)).toEqual([{ scope: "portal_signup", accountKey: `${biz.id}:${existing.email}`, succeeded: false }]);
  });
});

describe("invitations", () => {
  it("last seven days", () => {
    expect(INVITATION_TTL_MS).toBe(604_800_000);
  });

  it("verifying is recorded under the business and the token's hash, never the token", async () => {
    const { token, invited } = await invite();
    const ip = freshIp();
    expect(await verifyInvitation({ businessId: biz.id, token, ip })).toEqual({ firstName: invited.firstName, email: invited.email });
    expect(await attemptsFrom(ip)).toEqual([{ scope: "portal_verify_invitation", accountKey: `${biz.id}:${hashToken(token)}`, succeeded: true }]);
  });

  it("an invitation already accepted is no longer live", async () => {
    const { token, invited } = await invite();
    await db.update(customers).set({ portalAccessStatus: "active" }).where(eq(customers.id, invited.id));
    await expect(verifyInvitation({ businessId: biz.id, token, ip: freshIp() })).rejects.toMatchObject({ code: "invalid", message: "Invalid or expired invitation link" });
  });

  it("completing is recorded under the token's hash and audited as the customer joining", async () => {
    const { token, invited } = await invite();
    const ip = freshIp();
    await completeRegistration({ businessId: biz.id, input: { token, password: "Welcome1!" }, ip });
    expect(await attemptsFrom(ip)).toEqual([{ scope: "portal_complete_registration", accountKey: `${biz.id}:${hashToken(token)}`, succeeded: true }]);
    expect(await auditOf(invited.id)).toEqual([
      { actorType: "customer", actorId: invited.id, action: "customer.portal_joined", targetType: "customer", targetId: invited.id, ip },
    ]);
  });
});

describe("session records", () => {
  it("keep at most 512 characters of the user agent", async () => {
    const customer = await createCustomer(biz.id);
    const { sessionId } = await createCustomerSession({ businessId: biz.id, customerId: customer.id, userAgent: `${"u".repeat(512)}overflow` });
    const [row] = await db.select({ userAgent: customerSessions.userAgent }).from(customerSessions).where(eq(customerSessions.id, sessionId));
    expect(row.userAgent).toBe("u".repeat(512));
  });

  it("housekeeping removes only sessions past their 24 hours", async () => {
    const customer = await createCustomer(biz.id);
    // The real clock: a later "now" would also sweep other test files' sessions in this database.
    const now = new Date();
    const old = await createCustomerSession({ businessId: biz.id, customerId: customer.id, now: new Date(now.getTime() - SESSION_MAX_AGE_MS - 1000) });
    const young = await createCustomerSession({ businessId: biz.id, customerId: customer.id, now: new Date(now.getTime() - SESSION_MAX_AGE_MS + 60_000) });
    const removed = await deleteExpiredCustomerSessions({ now });
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await db.select({ id: customerSessions.id }).from(customerSessions).where(eq(customerSessions.customerId, customer.id));
    expect(left.map((s) => s.id)).toEqual([young.sessionId]);
    expect(left.map((s) => s.id)).not.toContain(old.sessionId);
  });
});
