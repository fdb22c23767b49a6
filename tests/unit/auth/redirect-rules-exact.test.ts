import { describe, expect, it } from "vitest";
import { isExemptPath, isProtectedPath, isUnder, redirectFor } from "@/lib/identity/staff/redirect-rules";

/** Spec §2 "Redirect rules": the exemptions and prefixes, one path at a time. */
describe("isUnder", () => {
  it("matches the prefix itself and paths below it, nothing that merely shares letters", () => {
    expect(isUnder("/admin", "/admin")).toBe(true);
    expect(isUnder("/admin/", "/admin")).toBe(true);
    expect(isUnder("/admin/quotes", "/admin")).toBe(true);
    expect(isUnder("/administrator", "/admin")).toBe(false);
    expect(isUnder("/x/admin", "/admin")).toBe(false);
    expect(isUnder("/", "/admin")).toBe(false);
  });
});

describe("isExemptPath (spec: /, /auth*, /demo-portal*, /superadmin*)", () => {
  it.each([
    ["/", true],
    ["/auth", true],
    ["/auth/error", true],
    ["/authorize", true],
    ["/demo-portal", true],
    ["/demo-portal/quotes", true],
    ["/superadmin", true],
    ["/superadmin/login", true],
    ["/admin", false],
    ["/admin/dashboard", false],
    ["/pricing", false],
    ["/x/auth", false],
    ["/x/demo-portal", false],
    ["/x/superadmin", false],
    ["", false],
    ["//", false],
  ])("%s -> %s", (path, exempt) => {
    expect(isExemptPath(path)).toBe(exempt);
  });

  it("makes only the business area protected", () => {
    expect(isProtectedPath("/admin")).toBe(true);
    expect(isProtectedPath("/admin/customers")).toBe(true);
    expect(isProtectedPath("/administrator")).toBe(false);
    expect(isProtectedPath("/")).toBe(false);
    expect(isProtectedPath("/superadmin/dashboard")).toBe(false);
  });
});

describe("redirectFor: the bare area roots", () => {
  it("sends /superadmin and /superadmin/ to the superadmin dashboard whoever asks", () => {
    for (const path of ["/superadmin", "/superadmin/"]) {
      expect(redirectFor(path, null), path).toEqual({ to: "/superadmin/dashboard" });
      expect(redirectFor(path, { userType: "business_owner" }), path).toEqual({ to: "/superadmin/dashboard" });
      expect(redirectFor(path, { userType: "superadmin" }), path).toEqual({ to: "/superadmin/dashboard" });
    }
    expect(redirectFor("/superadmin//", null)).toEqual({ to: "/superadmin/login" });
  });

  it("sends /admin and /admin/ to the admin dashboard whoever asks", () => {
    for (const path of ["/admin", "/admin/"]) {
      expect(redirectFor(path, null), path).toEqual({ to: "/admin/dashboard" });
      expect(redirectFor(path, { userType: "customer" }), path).toEqual({ to: "/admin/dashboard" });
    }
  });

  it("leaves a signed-out visitor and an unknown user alone on the public pages", () => {
    for (const path of ["/", "/auth", "/auth/session-ended", "/pricing", "/demo-portal/x"]) {
      expect(redirectFor(path, null), path).toBeNull();
      expect(redirectFor(path, { userType: "unknown" }), path).toBeNull();
    }
    // A known type on a public page other than / and /auth is left where it is.
    expect(redirectFor("/pricing", { userType: "business_owner" })).toBeNull();
    expect(redirectFor("/auth/error", { userType: "employee" })).toBeNull();
  });
});
