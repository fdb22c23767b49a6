import { describe, expect, it } from "vitest";
import { mapAuthFailure, requestErrorMessage } from "@/lib/identity/customer/client-errors";
import { readPortalCookie } from "@/lib/identity/customer/portal-cookie";

describe("spec §8 login/signup error mapping", () => {
  it.each([
    ["Invalid email or password", "Invalid email or password"],
    ["invalid credentials", "Invalid email or password"],
    ["Account temporarily blocked. Please try again later.", "Account temporarily blocked. Please try again later."],
    ["network error", "Network error. Please check your connection."],
    ["An account with this email already exists", "Authentication failed"],
    ["", "Invalid email or password"],
  ])("%j → %j (login)", (message, shown) => {
    expect(mapAuthFailure(message, "Invalid credentials")).toBe(shown);
  });

  it("falls back to 'Signup failed' → 'Authentication failed' for sign-up without a message", () => {
    expect(mapAuthFailure(null, "Signup failed")).toBe("Authentication failed");
  });

  it.each([
    [401, null, "Authentication required. Please log in again."],
    [403, null, "You don't have permission to perform this action."],
    [404, null, "The requested resource was not found."],
    [500, "boom", "Server error. Please try again later."],
    [503, null, "Server error. Please try again later."],
    [418, "I'm a teapot", "I'm a teapot"],
    [418, null, "Failed to complete request"],
  ])("status %i → %j", (status, own, shown) => {
    expect(requestErrorMessage(status, own)).toBe(shown);
  });
});

describe("readPortalCookie", () => {
  it("finds the portal cookie among others and ignores look-alikes", () => {
    expect(readPortalCookie("a=1; sl_portal_session=abc_DEF-123; b=2")).toBe("abc_DEF-123");
    expect(readPortalCookie("xsl_portal_session=nope; sl_portal_session_old=nope")).toBeNull();
    expect(readPortalCookie(null)).toBeNull();
    expect(readPortalCookie("sl_portal_session=%E0%A4%A")).toBeNull();
  });
});
