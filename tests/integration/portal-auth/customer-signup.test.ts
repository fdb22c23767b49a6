import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/customer-signup/route";
import { db } from "@/db/client";
import { conversations, customers, customerSessions } from "@/db/schema";
import { verifyPassword } from "@/lib/security/passwords";
import { hashToken } from "@/lib/security/tokens";
import { createBusiness, createCustomer, unique } from "./fixtures";
import { call, freshIp, HOSTS, type Call } from "./http";

type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let other: Biz;

const signup = (c: Call) => call(POST, "/api/customer-signup", c);
const NEW_PASSWORD = "Signup1234!";
const newBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: "Mary-Jo",
  last_name: "O'Neil",
  email: `${unique("new")}@example.test`,
  password: NEW_PASSWORD,
  ...overrides,
});
const customersWith = (businessId: string, email: string) =>
  db.select().from(customers).where(and(eq(customers.businessId, businessId), sql`lower(${customers.email}) = ${email.toLowerCase()}`));

beforeAll(async () => {
  biz = await createBusiness();
  other = await createBusiness();
});

describe("POST /api/customer-signup", () => {
  it("creates an active customer of that business with a conversation and a session", async () => {
    const body = newBody();
    const res = await signup({ host: HOSTS.tenant(biz.portalSubdomain), body });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      business_id: biz.id,
      message: "Account created successfully!",
      customer: { user_id: biz.id, first_name: "Mary-Jo", last_name: "O'Neil", email: body.email, portal_access_status: "active" },
    });
    const [row] = await customersWith(biz.id, body.email);
    expect(row).toMatchObject({ portalAccessStatus: "active", status: "active", firstName: "Mary-Jo" });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);
    const convo = await db.select().from(conversations).where(and(eq(conversations.businessId, biz.id), eq(conversations.customerId, row.id)));
    expect(convo).toHaveLength(1);
    const sessions = await db.select().from(customerSessions).where(eq(customerSessions.customerId, row.id));
    expect(sessions.map((s) => s.tokenHash)).toEqual([hashToken(res.json.session_token as string)]);
    expect(res.setCookie).toContain("sl_portal_session=");
    expect(res.setCookie).not.toMatch(/Domain=/i);
  });

  it("the same email may sign up at another business, but not twice at one (any case)", async () => {
    const body = newBody();
    expect((await signup({ host: HOSTS.tenant(biz.portalSubdomain), body })).status).toBe(201);
    const elsewhere = await signup({ host: HOSTS.main, body: { ...body, portal_subdomain: other.portalSubdomain } });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.json.business_id).toBe(other.id);
    expect(elsewhere.setCookie).toBeNull();

    const again = await signup({ host: HOSTS.tenant(biz.portalSubdomain), body: { ...body, email: body.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ success: false, message: "An account with this email already exists" });
    expect(await customersWith(biz.id, body.email)).toHaveLength(1);
    expect(await customersWith(other.id, body.email)).toHaveLength(1);
  });

  it("never attaches to an existing customer record (e.g. one without portal access)", async () => {
    const existing = await createCustomer(biz.id, { portalAccessStatus: "none", password: null });
    const res = await signup({ host: HOSTS.tenant(biz.portalSubdomain), body: newBody({ email: existing.email }) });
    expect(res.status).toBe(409);
    const [row] = await db.select().from(customers).where(eq(customers.id, existing.id));
    expect(row.passwordHash).toBeNull();
    expect(row.portalAccessStatus).toBe("none");
  });

  it.each([
    ["missing first name", { first_name: undefined }, "First name is required"],
    ["blank first name", { first_name: "   " }, "First name is required"],
    ["first name too long", { first_name: "A".repeat(51) }, "First name is too long"],
    ["first name with digits", { first_name: "R2D2" }, "First name can only contain letters, spaces, hyphens, and apostrophes"],
    ["first name with markup", { first_name: "<script>" }, "First name can only contain letters, spaces, hyphens, and apostrophes"],
    ["last name missing", { last_name: undefined }, "Last name is required"],
    ["last name wrong type", { last_name: ["Smith"] }, "Last name is required"],
    ["missing email", { email: undefined }, "Email is required"],
    ["bad email", { email: "someone@" }, "Please enter a valid email address"],
    ["oversized email", { email: `${"b".repeat(250)}@example.test` }, "Email address is too long"],
    ["missing password", { password: undefined }, "Password is required"],
    ["short password", { password: "Ab1!" }, "Password must be at least 8 characters long"],
    ["long password", { password: `Aa1!${"x".repeat(130)}` }, "Password is too long"],
    ["weak password", { password: "alllowercase1" }, "Password must contain at least one uppercase letter, lowercase letter, number, and special character"],
  ])("bad input (%s) → 400 with the spec's message and no customer", async (_label, overrides, message) => {
    const body = newBody(overrides);
    const res = await signup({ host: HOSTS.tenant(biz.portalSubdomain), body });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message });
    if (typeof body.email === "string") expect(await customersWith(biz.id, body.email)).toHaveLength(0);
  });

  it("refuses malformed JSON and a missing business", async () => {
    expect((await signup({ host: HOSTS.tenant(biz.portalSubdomain), raw: '{"email":' })).status).toBe(400);
    const noBusiness = await signup({ host: HOSTS.main, body: newBody() });
    expect(noBusiness.status).toBe(404);
    expect(noBusiness.json).toEqual({ success: false, message: "Business not found" });
  });

  it("throttles repeated failed sign-ups for one account from one address with 429", async () => {
    const taken = await createCustomer(biz.id);
    const host = HOSTS.tenant(biz.portalSubdomain);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await signup({ host, ip, body: newBody({ email: taken.email }) })).status).toBe(409);
    const res = await signup({ host, ip, body: newBody({ email: taken.email }) });
    expect(res.status).toBe(429);
    expect(res.json).toEqual({ success: false, message: "Account temporarily blocked. Please try again later." });
  });
});
