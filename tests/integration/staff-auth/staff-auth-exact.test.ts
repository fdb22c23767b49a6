import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { authAttempts, users } from "@/db/schema";
import { mainHostRedirect } from "@/lib/identity/staff/main-host-redirect";
import { resolveAuthSecret } from "@/lib/identity/staff/secret";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { verifyStaffCredentials } from "@/lib/identity/staff/verify-staff-credentials";
import { createBusiness, createPortalCustomer, createUser, makeSuperadminProfile, PASSWORD, uniqueEmail } from "./fixtures";

/**
 * Exact outcomes of the staff sign-in pieces (issue 16): the throttle rows a check leaves,
 * the Auth.js provider configuration, the typed refusals and their texts, and the proxy's
 * cookie choice. Modules whose constants are evaluated at import are loaded inside the test
 * (vi.resetModules + import) so that the test, not file collection, covers them.
 */
async function fresh<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}

const ip = () => `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;

async function attemptsFor(accountKey: string) {
  const rows = await db
    .select({ scope: authAttempts.scope, succeeded: authAttempts.succeeded, ip: authAttempts.ip })
    .from(authAttempts)
    .where(eq(authAttempts.accountKey, accountKey));
  return rows.map((r) => `${r.scope}:${r.succeeded}:${r.ip}`).sort();
}

describe("verifyStaffCredentials records each attempt in its own area's throttle", () => {
  it("a staff sign-in: a success and a failure under staff_login", async () => {
    const email = uniqueEmail("exact-staff");
    const user = await createUser({ email });
    await createBusiness(user.id);
    const address = ip();
    expect(await verifyStaffCredentials({ email, password: PASSWORD, ip: address, area: "staff" })).toEqual({
      status: "ok",
      user: { id: user.id, email, name: "Test User" },
    });
    expect(await verifyStaffCredentials({ email, password: "Wrong!Pass1", ip: address, area: "staff" })).toEqual({ status: "invalid" });
    expect(await attemptsFor(email)).toEqual([`staff_login:false:${address}`, `staff_login:true:${address}`]);
  });

  it("a superadmin sign-in: under superadmin_login, apart from the staff counter", async () => {
    const email = uniqueEmail("exact-super");
    const user = await createUser({ email });
    await makeSuperadminProfile(user.id);
    const address = ip();
    expect(await verifyStaffCredentials({ email, password: PASSWORD, ip: address, area: "superadmin" })).toMatchObject({ status: "ok" });
    expect(await verifyStaffCredentials({ email, password: "Wrong!Pass1", ip: address, area: "superadmin" })).toEqual({ status: "invalid" });
    expect(await attemptsFor(email)).toEqual([`superadmin_login:false:${address}`, `superadmin_login:true:${address}`]);
  });

  it("a customer's portal credentials at /auth count as a success (they were right), not a failure", async () => {
    const email = uniqueEmail("exact-portal");
    const business = await createBusiness(null);
    await createPortalCustomer(business.id, email, "Portal!Pass1");
    const address = ip();
    expect(await verifyStaffCredentials({ email, password: "Portal!Pass1", ip: address, area: "staff" })).toEqual({
      status: "customer",
      portalLoginUrl: `http://${business.portalSubdomain}.localhost:3000/login`,
    });
    expect(await attemptsFor(email)).toEqual([`staff_login:true:${address}`]);
  });

  it("names a user without a last name by the first name alone", async () => {
    const email = uniqueEmail("exact-name");
    const user = await createUser({ email, firstName: "Cher" });
    await createBusiness(user.id);
    await db.update(users).set({ lastName: "" }).where(eq(users.id, user.id));
    expect(await verifyStaffCredentials({ email, password: PASSWORD, ip: ip(), area: "staff" })).toEqual({
      status: "ok",
      user: { id: user.id, email, name: "Cher" },
    });
  });
});

describe("sign-in refusals", () => {
  it("carry codes that never say which part was wrong, and the spec's texts", async () => {
    const errors = await fresh(() => import("@/lib/identity/staff/signin-errors"));
    expect(new errors.BlockedSignin().code).toBe("blocked");
    const portal = new errors.CustomerPortalSignin("http://greenleaf.localhost:3000/login");
    expect(portal.code).toBe("credentials");
    expect(portal.portalLoginUrl).toBe("http://greenleaf.localhost:3000/login");
    // Spec §8: mapped messages for a failed sign-in.
    expect(errors.INVALID_CREDENTIALS_MESSAGE).toBe("Invalid email or password");
    expect(errors.AUTH_FAILED_MESSAGE).toBe("Authentication failed");
  });

  it("logs an unexpected Auth.js failure with what it was, and answers generically", async () => {
    const { destinationOrRefusal } = await import("@/lib/identity/staff/signin-refusal");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = { type: "CallbackRouteError" };
    try {
      expect(() => destinationOrRefusal(failure)).toThrow("Authentication failed");
      expect(logged.mock.calls).toEqual([["sign-in failed", failure]]);
    } finally {
      logged.mockRestore();
    }
  });
});

describe("the Auth.js configuration", () => {
  type Provider = { id: string; options?: { id: string; name: string; authorize: (raw: unknown, request: Request) => Promise<unknown> } };
  const request = () => new Request("http://localhost:3000/api/auth/callback/credentials", { headers: { [CLIENT_ADDRESS_HEADER]: ip() } });

  it("keeps a staff session for a week", async () => {
    const { authOptions } = await fresh(() => import("@/lib/identity/staff/auth-options"));
    expect(authOptions().session).toEqual({ strategy: "jwt", maxAge: 604_800 });
  });

  it("offers a staff and a superadmin credentials provider, by name", async () => {
    const { authOptions } = await fresh(() => import("@/lib/identity/staff/auth-options"));
    const providers = authOptions().providers as unknown as Provider[];
    expect(providers.slice(0, 2).map((p) => [p.options?.id, p.options?.name])).toEqual([
      ["credentials", "Email and password"],
      ["superadmin", "Superadmin"],
    ]);
  });

  it("authorizes ordinary credentials and drops empty or oversized ones before any check", async () => {
    const { authOptions } = await fresh(() => import("@/lib/identity/staff/auth-options"));
    const [staffProvider, superProvider] = authOptions().providers as unknown as Provider[];
    const authorize = staffProvider.options!.authorize;
    const email = uniqueEmail("exact-authorize");
    const user = await createUser({ email });
    await createBusiness(user.id);
    expect(await authorize({ email, password: PASSWORD }, request())).toEqual({ id: user.id, email, name: "Test User" });
    // The superadmin provider refuses a business owner's right password.
    expect(await superProvider.options!.authorize({ email, password: PASSWORD }, request())).toBeNull();

    const before = await attemptsFor(email);
    expect(await authorize({ email: "", password: PASSWORD }, request())).toBeNull();
    expect(await authorize({ email, password: "" }, request())).toBeNull();
    expect(await authorize({ email: `${"a".repeat(243)}@example.test`, password: PASSWORD }, request())).toBeNull();
    expect(await authorize({ email, password: "x".repeat(129) }, request())).toBeNull();
    // Refused by the size caps alone: no attempt was checked or recorded.
    expect(await attemptsFor(email)).toEqual(before);
  });

  it("authorizes an email of exactly 254 characters and a password of exactly 128", async () => {
    const { authOptions } = await fresh(() => import("@/lib/identity/staff/auth-options"));
    const [staffProvider] = authOptions().providers as unknown as Provider[];
    const tag = randomUUID().slice(0, 8);
    const email = `${"b".repeat(254 - "@example.test".length - tag.length)}${tag}@example.test`;
    expect(email).toHaveLength(254);
    const longPassword = `Aa1!${"x".repeat(124)}`;
    const user = await createUser({ email, password: longPassword });
    await createBusiness(user.id);
    expect(await staffProvider.options!.authorize({ email, password: longPassword }, request())).toMatchObject({ id: user.id });
  });
});

describe("the Auth.js configuration with Google", () => {
  type Options = Awaited<ReturnType<typeof loadOptions>>;
  const loadOptions = async () => (await import("@/lib/identity/staff/auth-options")).authOptions();
  const googleClaims = (email: string, verified = true) => ({ email, email_verified: verified, given_name: "Gia", family_name: "Google" });

  it("adds the Google provider with its client and, for tests and staging, its issuer", async () => {
    vi.stubEnv("GOOGLE_CLIENT_ID", "client-id");
    vi.stubEnv("GOOGLE_CLIENT_SECRET", "client-secret");
    vi.stubEnv("GOOGLE_ISSUER", "http://127.0.0.1:9999/issuer");
    try {
      const providers = (await loadOptions()).providers as unknown as Array<{ id: string; options?: Record<string, unknown> }>;
      expect(providers.map((p) => p.id)).toEqual(["credentials", "credentials", "google"]);
      expect(providers[2].options).toEqual({ clientId: "client-id", clientSecret: "client-secret", issuer: "http://127.0.0.1:9999/issuer" });
      vi.stubEnv("GOOGLE_ISSUER", "");
      const withoutIssuer = (await loadOptions()).providers as unknown as Array<{ id: string; options?: Record<string, unknown> }>;
      expect(withoutIssuer[2].options).toEqual({ clientId: "client-id", clientSecret: "client-secret" });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(((await loadOptions()).providers as unknown as Array<{ id: string }>).map((p) => p.id)).toEqual(["credentials", "credentials"]);
  });

  it("signs a verified Google user in as our own user id, and refuses an unverified one", async () => {
    const options: Options = await loadOptions();
    type SignInArgs = Parameters<NonNullable<typeof options.callbacks>["signIn"] & {}>[0];
    const signIn = options.callbacks!.signIn!;
    const email = uniqueEmail("exact-google");
    const user: { id?: string } = { id: "google-sub" };
    const account = { provider: "google", providerAccountId: randomUUID(), type: "oidc" };
    expect(await signIn({ user, account, profile: googleClaims(email) } as unknown as SignInArgs)).toBe(true);
    const [created] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(user.id).toBe(created.id);
    const refused: { id?: string } = { id: "other-sub" };
    expect(
      await signIn({ user: refused, account: { ...account, providerAccountId: randomUUID() }, profile: googleClaims(uniqueEmail("unverified"), false) } as unknown as SignInArgs),
    ).toBe(false);
    expect(refused.id).toBe("other-sub");
  });

  it("fills the token at sign-up as at sign-in", async () => {
    const options: Options = await loadOptions();
    type JwtArgs = Parameters<NonNullable<typeof options.callbacks>["jwt"] & {}>[0];
    const owner = await createUser({ userType: "business_owner" });
    const business = await createBusiness(owner.id);
    const token = (await options.callbacks!.jwt!({ token: {}, user: { id: owner.id }, trigger: "signUp", account: null } as unknown as JwtArgs)) as Record<string, unknown>;
    expect(token).toMatchObject({ sub: owner.id, userType: "business_owner", businessId: business.id, detectedFor: owner.id, sessionVersion: 0 });
  });

  it("logs unexpected Auth.js errors but not refused sign-ins", async () => {
    const options: Options = await loadOptions();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const refusedSignIn = Object.assign(new Error("refused"), { type: "CredentialsSignin" });
      const denied = Object.assign(new Error("denied"), { type: "AccessDenied" });
      const broken = Object.assign(new Error("broken"), { type: "CallbackRouteError" });
      options.logger!.error!(refusedSignIn as never);
      options.logger!.error!(denied as never);
      expect(logged).not.toHaveBeenCalled();
      options.logger!.error!(broken as never);
      expect(logged.mock.calls).toEqual([["[auth]", broken]]);
    } finally {
      logged.mockRestore();
    }
  });
});

describe("the proxy's redirect (main-host-redirect)", () => {
  const cookieFor = async (name: string, claims: Record<string, unknown>) =>
    `${name}=${await encode({ token: claims, secret: resolveAuthSecret(), salt: name })}`;

  it("answers the bare superadmin area", async () => {
    expect(await mainHostRedirect(new NextRequest("http://localhost:3000/superadmin"))).toEqual({ to: "/superadmin/dashboard" });
    expect(await mainHostRedirect(new NextRequest("http://localhost:3000/superadmin/"))).toEqual({ to: "/superadmin/dashboard" });
    expect(await mainHostRedirect(new NextRequest("http://localhost:3000/superadmin/settings"))).toEqual({ to: "/superadmin/login" });
  });

  it("reads the __Secure- cookie when the first forwarded protocol is https, spaces and all", async () => {
    const name = "__Secure-authjs.session-token";
    const cookie = await cookieFor(name, { sub: "u1", userType: "business_owner" });
    const forwarded = new NextRequest("http://localhost:3000/auth", { headers: { cookie, "x-forwarded-proto": "https , http" } });
    expect(await mainHostRedirect(forwarded)).toEqual({ to: "/admin/dashboard" });
  });

  it("reads the __Secure- cookie on an https URL without a forwarded protocol", async () => {
    const name = "__Secure-authjs.session-token";
    const cookie = await cookieFor(name, { sub: "u1", userType: "superadmin" });
    expect(await mainHostRedirect(new NextRequest("https://localhost:3000/", { headers: { cookie } }))).toEqual({ to: "/superadmin/dashboard" });
    // The plain cookie is not read over https.
    const plain = await cookieFor("authjs.session-token", { sub: "u1", userType: "superadmin" });
    expect(await mainHostRedirect(new NextRequest("https://localhost:3000/", { headers: { cookie: plain } }))).toBeNull();
  });
});

describe("requireStaff's sign-out path", () => {
  it("is /auth/session-ended", async () => {
    vi.doMock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
    const { SESSION_ENDED_PATH } = await fresh(() => import("@/lib/identity/staff/require-staff"));
    expect(SESSION_ENDED_PATH).toBe("/auth/session-ended");
    vi.doUnmock("next/headers");
  });
});

// The superadmin counter is kept apart even for the same account key and address.
describe("throttle scopes do not mix", () => {
  it("a staff failure does not appear in the superadmin counter", async () => {
    const email = uniqueEmail("exact-mix");
    const address = ip();
    await verifyStaffCredentials({ email, password: "Wrong!Pass1", ip: address, area: "staff" });
    const rows = await db
      .select({ scope: authAttempts.scope })
      .from(authAttempts)
      .where(and(eq(authAttempts.accountKey, email), eq(authAttempts.scope, "superadmin_login")));
    expect(rows).toEqual([]);
    expect(await attemptsFor(email)).toEqual([`staff_login:false:${address}`]);
  });
});
