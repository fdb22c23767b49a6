import { describe, expect, it } from "vitest";
import { redirectFor, type RedirectUser } from "@/lib/identity/staff/redirect-rules";
import { safeCallbackPath } from "@/lib/identity/staff/safe-callback";

const owner: RedirectUser = { userType: "business_owner" };
const employee: RedirectUser = { userType: "employee" };
const superadmin: RedirectUser = { userType: "superadmin" };
const customer: RedirectUser = { userType: "customer", portalHome: "http://greenleaf.localhost:3000/dashboard" };
const unknown: RedirectUser = { userType: "unknown" };

describe("redirect table (spec §2)", () => {
  it("sends a signed-in user of known type on /auth or / to their dashboard", () => {
    for (const path of ["/", "/auth"]) {
      expect(redirectFor(path, owner)).toEqual({ to: "/admin/dashboard" });
      expect(redirectFor(path, employee)).toEqual({ to: "/admin/dashboard" });
      expect(redirectFor(path, superadmin)).toEqual({ to: "/superadmin/dashboard" });
      expect(redirectFor(path, customer)).toEqual({ to: "http://greenleaf.localhost:3000/dashboard" });
    }
    // A customer whose portal is unknown is left where they are rather than looped.
    expect(redirectFor("/auth", { userType: "customer" })).toBeNull();
  });

  it("sends a signed-in user of unknown type on a protected path to /auth, except on exempt paths", () => {
    expect(redirectFor("/admin/customers", unknown)).toEqual({ to: "/auth" });
    for (const path of ["/", "/auth", "/auth/error", "/demo-portal", "/demo-portal/quotes"]) {
      expect(redirectFor(path, unknown)).toBeNull();
    }
  });

  it("sends a signed-out visitor on a protected path to /auth with the path as callbackUrl", () => {
    expect(redirectFor("/admin/settings", null, "?tab=brand")).toEqual({
      to: "/auth?callbackUrl=%2Fadmin%2Fsettings%3Ftab%3Dbrand",
    });
    for (const path of ["/", "/auth", "/demo-portal/x", "/pricing", "/invite/accept"]) {
      expect(redirectFor(path, null)).toBeNull();
    }
  });

  it("redirects bare /admin and /admin/ to /admin/dashboard", () => {
    expect(redirectFor("/admin", null)).toEqual({ to: "/admin/dashboard" });
    expect(redirectFor("/admin/", owner)).toEqual({ to: "/admin/dashboard" });
  });

  it("keeps customers and superadmins out of the business area", () => {
    expect(redirectFor("/admin/dashboard", superadmin)).toEqual({ to: "/auth" });
    expect(redirectFor("/admin/dashboard", customer)).toEqual({ to: "/auth" });
    expect(redirectFor("/admin/dashboard", owner)).toBeNull();
    expect(redirectFor("/admin/settings", employee)).toBeNull(); // the page itself refuses
  });

  it("lets a superadmin with a support-view cookie into the business area, and nobody else", () => {
    expect(redirectFor("/admin/customers", { ...superadmin, supportView: true })).toBeNull();
    expect(redirectFor("/admin/customers", { ...superadmin, supportView: false })).toEqual({ to: "/auth" });
    expect(redirectFor("/admin/customers", { ...customer, supportView: true })).toEqual({ to: "/auth" });
    expect(redirectFor("/admin/customers", null)).toEqual({ to: "/auth?callbackUrl=%2Fadmin%2Fcustomers" });
    // The superadmin's own area and their home are unchanged.
    expect(redirectFor("/", { ...superadmin, supportView: true })).toEqual({ to: "/superadmin/dashboard" });
  });

  it("guards the superadmin area with its own login", () => {
    expect(redirectFor("/superadmin/login", null)).toBeNull();
    expect(redirectFor("/superadmin/login", owner)).toBeNull();
    expect(redirectFor("/superadmin/login", superadmin)).toEqual({ to: "/superadmin/dashboard" });
    expect(redirectFor("/superadmin/businesses", null)).toEqual({ to: "/superadmin/login" });
    expect(redirectFor("/superadmin/dashboard", owner)).toEqual({ to: "/superadmin/login" });
    expect(redirectFor("/superadmin/dashboard", superadmin)).toBeNull();
    expect(redirectFor("/superadmin", superadmin)).toEqual({ to: "/superadmin/dashboard" });
  });
});

describe("safeCallbackPath", () => {
  it("keeps same-origin paths", () => {
    expect(safeCallbackPath("/admin/customers?x=1#top")).toBe("/admin/customers?x=1#top");
    expect(safeCallbackPath("/")).toBe("/");
  });

  it("refuses anything that could leave our host", () => {
    for (const hostile of [
      "https://evil.example/admin", "//evil.example", "/\\evil.example", "\\\\evil.example", "javascript:alert(1)",
      "http:evil.example", " //evil.example", "/\t/evil.example", "evil.example", "", "/%0d%0aSet-Cookie:x",
    ]) {
      const result = safeCallbackPath(hostile, "/fallback");
      expect(result === "/fallback" || (result!.startsWith("/") && !result!.startsWith("//")), hostile).toBe(true);
    }
    expect(safeCallbackPath("https://evil.example/admin", "/admin/dashboard")).toBe("/admin/dashboard");
    expect(safeCallbackPath("//evil.example", null)).toBeNull();
    expect(safeCallbackPath(42, "/x")).toBe("/x");
  });
});
