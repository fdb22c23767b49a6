import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { businessMembers, users } from "@/db/schema";
import { getCurrentCustomer, requireCurrentCustomer } from "@/lib/identity/customer/current-customer";
import { authOptions, googleConfigured } from "@/lib/identity/staff/auth-options";
import { mainHostRedirect } from "@/lib/identity/staff/main-host-redirect";
import { currentStaff, requireStaff, SESSION_ENDED_PATH } from "@/lib/identity/staff/require-staff";
import { currentSuperadmin, requireSuperadmin } from "@/lib/identity/staff/require-superadmin";
import { resolveAuthSecret } from "@/lib/identity/staff/secret";
import { signInAction } from "@/lib/public/actions/sign-in";
import { superadminSignInAction } from "@/lib/public/actions/superadmin-sign-in";
import { createWorld, WORLD_PASSWORD, type World } from "../../support/authz-world";
import { asAnonymous, asCustomer, asStaff, cookieJar, STAFF_COOKIE_NAME } from "../../support/fake-request";

/**
 * The identity guards that pages and the proxy use (issue 16: identity under mutation
 * testing): the proxy's main-host redirects from a real Auth.js token, requireStaff /
 * requireSuperadmin / the current portal customer from the (faked) request cookies, the
 * Auth.js callbacks, and sign-in through the real actions.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

let w: World;
beforeAll(async () => {
  // next.config.ts enables experimental.authInterrupts (forbidden()); Next's build sets this for the app.
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
  w = await createWorld(db);
});

/** What next/navigation's redirect()/forbidden() threw: "redirect /x", "forbidden", or "returned". */
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return "returned";
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? error);
    if (digest.startsWith("NEXT_REDIRECT")) return `redirect ${digest.split(";")[2]}`;
    if (digest.includes("403")) return "forbidden";
    throw error;
  }
}

describe("the proxy's main-host redirects (from the session cookie alone)", () => {
  const request = async (path: string, claims: Record<string, unknown> | null, proto = "http") => {
    const name = proto === "https" ? `__Secure-${STAFF_COOKIE_NAME}` : STAFF_COOKIE_NAME;
    const headers: Record<string, string> = { "x-forwarded-proto": proto };
    if (claims) headers.cookie = `${name}=${await encode({ token: claims, secret: resolveAuthSecret(), salt: name })}`;
    return mainHostRedirect(new NextRequest(`http://localhost:3000${path}`, { headers }));
  };

  it("sends each kind of user where the spec says", async () => {
    expect(await request("/admin/quotes?x=1", null)).toEqual({ to: "/auth?callbackUrl=%2Fadmin%2Fquotes%3Fx%3D1" });
    expect(await request("/admin/quotes", { sub: "u1", userType: "business_owner" })).toBeNull();
    expect(await request("/auth", { sub: "u1", userType: "employee" })).toEqual({ to: "/admin/dashboard" });
    expect(await request("/", { sub: "u1", userType: "superadmin" })).toEqual({ to: "/superadmin/dashboard" });
    expect(await request("/admin/dashboard", { sub: "u1", userType: "superadmin" })).toEqual({ to: "/auth" });
    expect(await request("/", { sub: "u1", userType: "customer", portalHome: "http://a.localhost:3000/dashboard" })).toEqual({
      to: "http://a.localhost:3000/dashboard",
    });
    expect(await request("/superadmin/settings", { sub: "u1", userType: "business_owner" })).toEqual({ to: "/superadmin/login" });
    expect(await request("/admin/dashboard", { sub: "u1" })).toEqual({ to: "/auth" });
    expect(await request("/admin", null)).toEqual({ to: "/admin/dashboard" });
  });

  it("skips paths without rules, ignores a token without a subject or one it cannot read, and reads the secure cookie on https", async () => {
    expect(await request("/pricing", null)).toBeNull();
    expect(await request("/superadmin/dashboard", { userType: "superadmin" })).toEqual({ to: "/superadmin/login" });
    const garbage = new NextRequest("http://localhost:3000/superadmin/dashboard", { headers: { cookie: `${STAFF_COOKIE_NAME}=not-a-jwt` } });
    expect(await mainHostRedirect(garbage)).toEqual({ to: "/superadmin/login" });
    expect(await request("/superadmin/dashboard", { sub: "u1", userType: "superadmin" }, "https")).toBeNull();
  });
});

describe("requireStaff", () => {
  it("redirects the signed-out to /auth, a non-staff user to /auth, forbids a missing section and admits staff", async () => {
    asAnonymous();
    expect(await outcome(() => requireStaff())).toBe("redirect /auth");
    expect((await currentStaff()).signedIn).toBe(false);
    await asStaff(w.superadmin.id);
    expect(await outcome(() => requireStaff())).toBe("redirect /auth");
    await asStaff(w.a.employeeId);
    expect(await outcome(() => requireStaff({ section: "employees" }))).toBe("forbidden");
    expect(await outcome(() => requireStaff({ anyOf: ["manage_billing"] }))).toBe("forbidden");
    expect(await outcome(() => requireStaff({ section: "customers", anyOf: ["manage_customers"] }))).toBe("returned");
    await asStaff(w.a.ownerId);
    expect((await requireStaff({ section: "employees" })).businessId).toBe(w.a.id);
  });

  it("ends the session of a user the token still calls staff but the database no longer does", async () => {
    const world = await createWorld(db);
    await asStaff(world.a.employeeId);
    await db.update(businessMembers).set({ active: false }).where(eq(businessMembers.id, world.a.employeeMemberId));
    // The cookie minted by asStaff has no claims yet; Auth.js computes them from the database
    // (employee), while the membership is gone.
    await db.update(users).set({ userType: "employee" }).where(eq(users.id, world.a.employeeId));
    expect(await outcome(() => requireStaff())).toBe(`redirect ${SESSION_ENDED_PATH}`);
  });
});

describe("requireSuperadmin", () => {
  it("admits only a superadmin the database knows", async () => {
    asAnonymous();
    expect(await currentSuperadmin()).toBeNull();
    expect(await outcome(() => requireSuperadmin())).toBe("redirect /superadmin/login");
    await asStaff(w.a.ownerId);
    expect(await outcome(() => requireSuperadmin())).toBe("redirect /superadmin/login");
    await asStaff(w.superadmin.id);
    expect(await requireSuperadmin()).toMatchObject({ userId: w.superadmin.id, email: w.superadmin.email, firstName: "Super" });
    const world = await createWorld(db);
    await db.update(users).set({ disabled: true }).where(eq(users.id, world.superadmin.id));
    await asStaff(world.superadmin.id);
    expect(await currentSuperadmin()).toBeNull();
  });
});

describe("the current portal customer", () => {
  it("comes from this business's session cookie only", async () => {
    await asCustomer(w.customerA, w.a.subdomain);
    expect((await getCurrentCustomer({ id: w.a.id }))?.customer.id).toBe(w.customerA.id);
    expect((await requireCurrentCustomer({ id: w.a.id })).customer.id).toBe(w.customerA.id);
    expect(await getCurrentCustomer({ id: w.c.id })).toBeNull();
    expect(await outcome(() => requireCurrentCustomer({ id: w.c.id }))).toBe("redirect /login");
    asAnonymous({ tenant: w.a.subdomain });
    expect(await getCurrentCustomer({ id: w.a.id })).toBeNull();
  });
});

describe("Auth.js configuration", () => {
  const options = authOptions();
  const callbacks = options.callbacks!;

  it("keeps redirects on the host in use", async () => {
    const base = "http://localhost:3000";
    expect(await callbacks.redirect!({ url: "/admin/dashboard", baseUrl: base })).toBe(`${base}/admin/dashboard`);
    expect(await callbacks.redirect!({ url: `${base}/auth`, baseUrl: base })).toBe(`${base}/auth`);
    expect(await callbacks.redirect!({ url: "https://evil.example/x", baseUrl: base })).toBe(base);
    expect(await callbacks.redirect!({ url: "//evil.example/x", baseUrl: base })).toBe(base);
    expect(await callbacks.redirect!({ url: "not a url", baseUrl: base })).toBe(base);
  });

  it("puts the database's claims into the token at sign-in and on update, and into the session", async () => {
    type JwtArgs = Parameters<NonNullable<typeof callbacks.jwt>>[0];
    const jwt = async (args: Partial<JwtArgs>) =>
      (await callbacks.jwt!({ token: {}, user: undefined as never, account: null, ...args } as JwtArgs)) as Record<string, unknown>;
    const signedIn = await jwt({ token: {}, user: { id: w.a.ownerId }, trigger: "signIn" });
    expect(signedIn).toMatchObject({ sub: w.a.ownerId, userType: "business_owner", businessId: w.a.id, detectedFor: w.a.ownerId });
    expect((signedIn.permissions as string[]).length).toBe(14);
    // Once detected, the token is kept as it is until an explicit update.
    const kept = await jwt({ token: { ...signedIn, userType: "unknown" as const } });
    expect(kept.userType).toBe("unknown");
    const updated = await jwt({ token: { ...signedIn, userType: "unknown" as const }, trigger: "update" });
    expect(updated.userType).toBe("business_owner");
    const redetected = await jwt({ token: { sub: w.a.employeeId, detectedFor: w.a.ownerId } });
    expect(redetected).toMatchObject({ userType: "employee", detectedFor: w.a.employeeId });

    type SessionArgs = Parameters<NonNullable<typeof callbacks.session>>[0];
    const session = (await callbacks.session!({ session: { user: {} }, token: signedIn } as unknown as SessionArgs)) as { user: unknown };
    expect(session.user).toMatchObject({ id: w.a.ownerId, userType: "business_owner", businessId: w.a.id, portalHome: null });
    const empty = (await callbacks.session!({ session: { user: {} }, token: {} } as unknown as SessionArgs)) as { user: unknown };
    expect(empty.user).toMatchObject({ id: "", userType: "unknown", businessId: null, memberId: null, permissions: [], portalHome: null });
  });

  it("offers Google only when configured", () => {
    expect(googleConfigured({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" })).toBe(true);
    expect(googleConfigured({ GOOGLE_CLIENT_ID: "id" })).toBe(false);
    expect(googleConfigured({})).toBe(false);
    expect(options.session).toEqual({ strategy: "jwt", maxAge: 7 * 24 * 60 * 60 });
    expect(options.pages).toEqual({ signIn: "/auth", error: "/auth" });
  });
});

describe("signing in through the real actions", () => {
  it("signs an owner in (a real session cookie) and sends them to their dashboard or a callback inside /admin", async () => {
    asAnonymous();
    expect(await signInAction({ email: w.a.ownerEmail, password: WORLD_PASSWORD })).toEqual({ ok: true, data: { redirectTo: "/admin/dashboard", external: false } });
    expect(cookieJar().get(STAFF_COOKIE_NAME)).toBeTruthy();
    asAnonymous();
    expect(await signInAction({ email: w.a.ownerEmail, password: WORLD_PASSWORD, callbackUrl: "/admin/quotes" })).toMatchObject({ data: { redirectTo: "/admin/quotes" } });
    asAnonymous();
    expect(await signInAction({ email: w.a.ownerEmail, password: WORLD_PASSWORD, callbackUrl: "https://evil.example/" })).toMatchObject({ data: { redirectTo: "/admin/dashboard" } });
    asAnonymous();
    expect(await signInAction({ email: w.superadmin.email, password: WORLD_PASSWORD, callbackUrl: "/admin/quotes" })).toMatchObject({ data: { redirectTo: "/superadmin/dashboard" } });
  });

  it("sends a portal customer to their portal, and refuses a wrong password without a cookie", async () => {
    asAnonymous();
    const customer = await signInAction({ email: w.customerA.email, password: WORLD_PASSWORD });
    expect(customer).toMatchObject({ ok: true, data: { external: true } });
    expect((customer as { data: { redirectTo: string } }).data.redirectTo).toContain(w.a.subdomain);
    asAnonymous();
    expect(await signInAction({ email: w.a.ownerEmail, password: "Wrong-password-9" })).toMatchObject({ ok: false, status: 401, message: "Invalid email or password" });
    expect(cookieJar().has(STAFF_COOKIE_NAME)).toBe(false);
  });

  it("admits only superadmins at /superadmin/login", async () => {
    asAnonymous();
    expect(await superadminSignInAction({ email: w.superadmin.email, password: WORLD_PASSWORD })).toEqual({
      ok: true,
      data: { redirectTo: "/superadmin/dashboard", external: false },
    });
    asAnonymous();
    expect(await superadminSignInAction({ email: w.a.ownerEmail, password: WORLD_PASSWORD })).toMatchObject({ ok: false, status: 401 });
    expect(cookieJar().has(STAFF_COOKIE_NAME)).toBe(false);
  });
});
