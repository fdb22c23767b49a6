import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { staffHostFor } from "@/lib/tenancy/parse-host";
import { isStaffPath, staffHostRedirect } from "@/lib/tenancy/staff-host-redirect";
import { staffOrigin, staffUrl } from "@/lib/tenancy/staff-url";

/**
 * Issue 37 "One staff host": every staff link is built on app.{apex} by one helper, and a
 * staff page opened on the apex or www. is sent to the same path and query on app.
 */
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("staffUrl", () => {
  it("builds on app. of APP_URL's apex, keeping its scheme and port", () => {
    expect(staffUrl("/admin/invoices/42", "https://serviceloop.app")).toBe("https://app.serviceloop.app/admin/invoices/42");
    expect(staffUrl("/invite?token=abc", "http://localhost:3000")).toBe("http://app.localhost:3000/invite?token=abc");
    expect(staffUrl("/api/admin/payments/stripe/return", "http://localhost:41234")).toBe("http://app.localhost:41234/api/admin/payments/stripe/return");
    expect(staffOrigin("https://serviceloop.app/")).toBe("https://app.serviceloop.app");
  });

  it("reads APP_URL, and falls back to http://localhost:3000", () => {
    vi.stubEnv("APP_URL", "https://serviceloop.app");
    expect(staffUrl("/admin/dashboard")).toBe("https://app.serviceloop.app/admin/dashboard");
    delete process.env.APP_URL;
    expect(staffUrl("/auth")).toBe("http://app.localhost:3000/auth");
  });

  it("stays on an apex that is an IP address (it has no subdomains)", () => {
    expect(staffUrl("/admin", "http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000/admin");
    expect(staffUrl("/admin", "http://[::1]:3000")).toBe("http://[::1]:3000/admin");
  });

  it("refuses anything but a path on our own host", () => {
    for (const bad of ["//evil.com/x", "/\\evil.com", "https://evil.com/", "javascript:alert(1)", "admin"]) {
      expect(() => staffUrl(bad, "https://serviceloop.app")).toThrow("Not a path on our own host");
    }
  });
});

describe("staffHostFor", () => {
  it.each([
    ["localhost:3000", "app.localhost:3000"],
    ["LOCALHOST:3000", "app.localhost:3000"],
    ["www.localhost:3000", "app.localhost:3000"],
    ["localhost", "app.localhost"],
    ["localhost.:3000", "app.localhost:3000"],
  ])("the apex or www. (%s) → %s", (host, expected) => {
    expect(staffHostFor(host, "localhost")).toBe(expected);
  });

  it.each([["app.localhost:3000"], ["greenleaf.localhost:3000"], ["portal.sparkle.test"], ["127.0.0.1:3000"], ["[::1]:3000"], ["my-preview.vercel.app"], [""], [null], ["bad_host"], ["localhost:99999"], ["a.b.localhost"]])(
    "no staff host for %s",
    (host) => {
      expect(staffHostFor(host, "localhost")).toBeNull();
    },
  );

  it("reads a production apex, and never moves an apex that is an IP address", () => {
    expect(staffHostFor("serviceloop.app", "serviceloop.app")).toBe("app.serviceloop.app");
    expect(staffHostFor("www.serviceloop.app", "serviceloop.app")).toBe("app.serviceloop.app");
    // Direct access by "localhost" when the apex is another name is not the apex.
    expect(staffHostFor("localhost:3000", "serviceloop.app")).toBeNull();
    expect(staffHostFor("10.0.0.5:3000", "10.0.0.5")).toBeNull();
  });
});

describe("staffHostRedirect", () => {
  const get = (host: string, pathname: string, search = "") => ({ method: "GET", host, pathname, search });

  it("sends staff pages on the apex and www. to the same path and query on app.", () => {
    expect(staffHostRedirect(get("localhost:3000", "/admin/dashboard"), "http://localhost:3000")).toBe("http://app.localhost:3000/admin/dashboard");
    expect(staffHostRedirect(get("localhost:3000", "/auth", "?tab=signup&invite=abc"), "http://localhost:3000")).toBe("http://app.localhost:3000/auth?tab=signup&invite=abc");
    expect(staffHostRedirect(get("www.serviceloop.app", "/superadmin/login"), "https://serviceloop.app")).toBe("https://app.serviceloop.app/superadmin/login");
    expect(staffHostRedirect(get("serviceloop.app", "/invite", "?token=t"), "https://serviceloop.app")).toBe("https://app.serviceloop.app/invite?token=t");
    expect(staffHostRedirect({ ...get("localhost:3000", "/admin"), method: "HEAD" }, "http://localhost:3000")).toBe("http://app.localhost:3000/admin");
    // The request's own port is kept (a second instance on another port stays itself).
    expect(staffHostRedirect(get("localhost:4001", "/admin/schedule"), "http://localhost:4000")).toBe("http://app.localhost:4001/admin/schedule");
  });

  it("leaves everything else where it is", () => {
    const appUrl = "http://localhost:3000";
    expect(staffHostRedirect(get("app.localhost:3000", "/admin/dashboard"), appUrl)).toBeNull();
    expect(staffHostRedirect(get("greenleaf.localhost:3000", "/admin"), appUrl)).toBeNull();
    for (const pathname of ["/", "/pricing", "/waitlist", "/api/auth/session", "/api/admin/payments/stripe/return", "/administer", "/authors", "/favicon.ico"]) {
      expect(staffHostRedirect(get("localhost:3000", pathname), appUrl), pathname).toBeNull();
    }
    // Only reads move: a server action posted to a staff path is answered where it was sent.
    expect(staffHostRedirect({ ...get("localhost:3000", "/auth"), method: "POST" }, appUrl)).toBeNull();
  });

  it("knows the staff areas", () => {
    expect(["/admin", "/admin/x", "/auth", "/auth/session-ended", "/superadmin", "/superadmin/login", "/invite"].every(isStaffPath)).toBe(true);
    expect(["/", "/adminx", "/authors", "/invites", "/api/admin/x", "/portal/admin"].some(isStaffPath)).toBe(false);
  });
});

describe("every staff link is built by staffUrl", () => {
  /** The apex's appUrl() with a staff path would send staff where they are not signed in. */
  it("no module builds an /admin, /auth, /superadmin, /invite or /api/admin link on the apex", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && /appUrl\(\s*[`"'](?:\/admin|\/auth|\/superadmin|\/invite|\/api\/admin)|APP_URL[^\n]*\/(?:admin|auth|invite)\b/.test(fs.readFileSync(full, "utf8"))) offenders.push(full);
      }
    };
    for (const dir of ["lib", "app", "components", "emails"]) walk(path.join(process.cwd(), dir));
    expect(offenders).toEqual([]);
  });
});

describe("authRequestOnStaffHost", () => {
  it("addresses Auth.js's endpoints on the staff host, whatever origin Next gave the request", async () => {
    const { NextRequest } = await import("next/server");
    const { authRequestOnStaffHost } = await import("@/lib/identity/staff/auth-request-on-staff-host");
    const request = new NextRequest("http://localhost:41234/api/auth/callback/google?code=abc&state=xyz", { headers: { host: "app.localhost:41234", cookie: "a=1" } });
    const moved = authRequestOnStaffHost(request, "http://localhost:41234");
    expect(moved.url).toBe("http://app.localhost:41234/api/auth/callback/google?code=abc&state=xyz");
    expect(moved.headers.get("cookie")).toBe("a=1");
    expect(authRequestOnStaffHost(request, "https://serviceloop.app").url).toBe("https://app.serviceloop.app/api/auth/callback/google?code=abc&state=xyz");
  });
});
