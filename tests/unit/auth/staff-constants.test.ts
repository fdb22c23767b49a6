import { describe, expect, it, vi } from "vitest";

/**
 * Module-level constants of lib/identity/staff (schemas, cookie and header names, paths),
 * asserted exactly. Each test loads its module afresh inside its body (vi.resetModules + a
 * dynamic import): a module evaluated only while the file is collected is "static" code for
 * Stryker, which then credits its mutants to whichever test happened to load it first.
 */
async function fresh<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}

/** next/headers is Next's request context (framework, not ours): a jar of cookie names. */
let cookieNames: string[] = [];
vi.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => cookieNames.map((name) => ({ name, value: "v" })) }),
}));

const SIGN_UP = { firstName: "Ada", lastName: "Lovelace", companyName: "Ada's Lawns", email: "ada@example.test", password: "Signup1234!" };

describe("staff sign-in schema", () => {
  it("caps the password at 128 characters with the spec's message, and accepts a one-character one", async () => {
    const { signInSchema } = await fresh(() => import("@/lib/identity/staff/schemas"));
    const { messageFor } = await import("@/tests/support/schema-message");
    expect(messageFor(signInSchema, { email: "a@example.test", password: "x" })).toBeNull();
    expect(messageFor(signInSchema, { email: "a@example.test", password: "x".repeat(128) })).toBeNull();
    expect(messageFor(signInSchema, { email: "a@example.test", password: "x".repeat(129) })).toBe("Password is too long");
    expect(messageFor(signInSchema, { email: "a@example.test", password: "" })).toBe("Password is required");
  });

  it("answers a body that is not an object with the generic 'Invalid value'", async () => {
    const { signInSchema } = await fresh(() => import("@/lib/identity/staff/schemas"));
    const { messageFor } = await import("@/tests/support/schema-message");
    expect(messageFor(signInSchema, "email=a@example.test")).toBe("Invalid value");
    expect(messageFor(signInSchema, null)).toBe("Invalid value");
  });
});

describe("business sign-up schema", () => {
  it("caps the company name at 100 characters with the generic length message", async () => {
    const { signUpSchema, COMPANY_NAME_MAX_LENGTH } = await fresh(() => import("@/lib/identity/staff/schemas"));
    const { messageFor } = await import("@/tests/support/schema-message");
    expect(COMPANY_NAME_MAX_LENGTH).toBe(100);
    expect(messageFor(signUpSchema, { ...SIGN_UP, companyName: "c".repeat(100) })).toBeNull();
    expect(messageFor(signUpSchema, { ...SIGN_UP, companyName: "c".repeat(101) })).toBe("Must be no more than 100 characters long");
    expect(messageFor(signUpSchema, { ...SIGN_UP, companyName: "   " })).toBe("This field is required");
  });

  it("takes an optional invitation token of at most 200 characters", async () => {
    const { signUpSchema } = await fresh(() => import("@/lib/identity/staff/schemas"));
    const { messageFor } = await import("@/tests/support/schema-message");
    expect(messageFor(signUpSchema, SIGN_UP)).toBeNull();
    expect(messageFor(signUpSchema, { ...SIGN_UP, invitationToken: "t" })).toBeNull();
    expect(messageFor(signUpSchema, { ...SIGN_UP, invitationToken: "t".repeat(200) })).toBeNull();
    expect(messageFor(signUpSchema, { ...SIGN_UP, invitationToken: "t".repeat(201) })).toBe("Invalid value");
  });

  it("answers a body that is not an object with the generic 'Invalid value'", async () => {
    const { signUpSchema } = await fresh(() => import("@/lib/identity/staff/schemas"));
    const { messageFor } = await import("@/tests/support/schema-message");
    expect(messageFor(signUpSchema, ["Ada"])).toBe("Invalid value");
  });
});

describe("staff session cookie recognition", () => {
  it("knows Auth.js's session cookie, secure or not, whole or chunked, and nothing else", async () => {
    const { hasStaffSessionCookie } = await fresh(() => import("@/lib/identity/staff/session-cookie"));
    const cases: Array<[string, boolean]> = [
      ["authjs.session-token", true],
      ["__Secure-authjs.session-token", true],
      ["authjs.session-token.0", true],
      ["authjs.session-token.12", true],
      ["__Secure-authjs.session-token.3", true],
      ["authjs.session-token.", false],
      ["authjs.session-token.x", false],
      ["authjs.session-tokens", false],
      ["authjs.session-token.1x", false],
      ["my-authjs.session-token", false],
      ["__Host-authjs.session-token", false],
      ["authjs.csrf-token", false],
      ["next-auth.session-token", false],
      ["sl_portal_session", false],
    ];
    for (const [name, expected] of cases) {
      cookieNames = [name];
      expect(await hasStaffSessionCookie(), name).toBe(expected);
    }
    cookieNames = ["authjs.csrf-token", "authjs.session-token.1"];
    expect(await hasStaffSessionCookie()).toBe(true);
    cookieNames = [];
    expect(await hasStaffSessionCookie()).toBe(false);
  });
});

describe("names shared with proxy.ts and the docs", () => {
  it("uses the paths, header and cookie names the spec and docs/decisions/support-view-as.md give", async () => {
    const rules = await fresh(() => import("@/lib/identity/staff/redirect-rules"));
    expect(rules.AUTH_PATH).toBe("/auth");
    expect(rules.SUPERADMIN_LOGIN_PATH).toBe("/superadmin/login");
    // They are what the redirects send to.
    expect(rules.redirectFor("/admin/x", { userType: "unknown" })).toEqual({ to: "/auth" });
    expect(rules.redirectFor("/superadmin/waitlist", null)).toEqual({ to: "/superadmin/login" });
    const { REQUEST_PATH_HEADER } = await fresh(() => import("@/lib/identity/staff/request-path-header"));
    expect(REQUEST_PATH_HEADER).toBe("x-serviceloop-path");
    const { SUPPORT_VIEW_COOKIE } = await fresh(() => import("@/lib/identity/staff/support-view-cookie-name"));
    expect(SUPPORT_VIEW_COOKIE).toBe("sl_support_view");
  });
});
