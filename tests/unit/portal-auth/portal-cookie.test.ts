import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearedPortalCookieOptions,
  PORTAL_COOKIE_NAME,
  portalCookieOptions,
  portalCookieSecure,
  readPortalCookie,
} from "@/lib/identity/customer/portal-cookie";

afterEach(() => vi.unstubAllEnvs());

describe("the portal session cookie's attributes", () => {
  it("is host-only, HttpOnly, Lax, on every path, for the session's 24 hours", () => {
    vi.stubEnv("NODE_ENV", "test");
    vi.stubEnv("APP_URL", "http://localhost:3000");
    expect(PORTAL_COOKIE_NAME).toBe("sl_portal_session");
    expect(portalCookieOptions()).toEqual({ httpOnly: true, sameSite: "lax", secure: false, path: "/", maxAge: 86_400 });
    expect(portalCookieOptions()).not.toHaveProperty("domain");
  });

  it("is Secure in production, or whenever the app is served over https", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_URL", "http://localhost:3000");
    expect(portalCookieSecure()).toBe(true);
    vi.stubEnv("NODE_ENV", "test");
    expect(portalCookieSecure()).toBe(false);
    vi.stubEnv("APP_URL", "https://serviceloop.example");
    expect(portalCookieSecure()).toBe(true);
    expect(portalCookieOptions().secure).toBe(true);
    vi.stubEnv("APP_URL", "");
    expect(portalCookieSecure()).toBe(false);
  });

  it("is cleared with the same attributes and a zero age", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(clearedPortalCookieOptions()).toEqual({ httpOnly: true, sameSite: "lax", secure: true, path: "/", maxAge: 0 });
  });
});

describe("reading the session token from a Cookie header", () => {
  it("finds it among other cookies, with or without spaces, and decodes it", () => {
    expect(readPortalCookie("sl_portal_session=abc")).toBe("abc");
    expect(readPortalCookie("a=1;sl_portal_session=abc;b=2")).toBe("abc");
    expect(readPortalCookie(" sl_portal_session = abc ; b=2")).toBe("abc");
    expect(readPortalCookie("sl_portal_session=a%2Bb")).toBe("a+b");
    expect(readPortalCookie("sl_portal_session=x=y")).toBe("x=y");
  });

  it("skips parts that are not name=value, and reads the first of two", () => {
    expect(readPortalCookie("garbage; sl_portal_session=abc")).toBe("abc");
    expect(readPortalCookie("sl_portal_session=first; sl_portal_session=second")).toBe("first");
  });

  it("has no token for an empty header, an empty value or a value that does not decode", () => {
    expect(readPortalCookie("")).toBeNull();
    expect(readPortalCookie("sl_portal_session=")).toBeNull();
    expect(readPortalCookie("sl_portal_session=%")).toBeNull();
    expect(readPortalCookie("other=abc")).toBeNull();
  });
});
