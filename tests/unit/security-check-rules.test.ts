import { describe, expect, it } from "vitest";
import { checkSecurityHeaders, checkSessionCookie, isLocalDatabase } from "@/lib/platform/security-checks/header-rules";

const good = {
  "content-security-policy": "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; frame-ancestors 'self'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=()",
  "cross-origin-opener-policy": "same-origin",
};

describe("security check rules", () => {
  it("passes a response with every header and names each one that is missing", () => {
    expect(checkSecurityHeaders(good, { https: false }).ok).toBe(true);
    const bare = checkSecurityHeaders({ "content-security-policy": "default-src *" }, { https: false });
    expect(bare.ok).toBe(false);
    expect(bare.detail).toContain("Content-Security-Policy with a script nonce");
    expect(bare.detail).toContain("X-Content-Type-Options: nosniff");
    expect(bare.detail).toContain("Cross-Origin-Opener-Policy");
  });

  it("wants HSTS only on https", () => {
    expect(checkSecurityHeaders(good, { https: true }).detail).toContain("Strict-Transport-Security");
    expect(checkSecurityHeaders({ ...good, "strict-transport-security": "max-age=31536000" }, { https: true }).ok).toBe(true);
  });

  it("judges the session cookie's flags", () => {
    const line = "sl_portal_session=t; Path=/; HttpOnly; SameSite=lax; Secure";
    expect(checkSessionCookie([line], "sl_portal_session", { secureExpected: true }).ok).toBe(true);
    expect(checkSessionCookie(["sl_portal_session=t; Path=/; SameSite=lax"], "sl_portal_session", { secureExpected: true }).detail).toBe(
      "sl_portal_session: not HttpOnly, not Secure",
    );
    expect(checkSessionCookie([`${line}; Domain=.example.com`], "sl_portal_session", { secureExpected: true }).ok).toBe(false);
    expect(checkSessionCookie(undefined, "sl_portal_session", { secureExpected: false }).ok).toBe(false);
  });

  it("tells a local database from a remote one", () => {
    expect(isLocalDatabase(undefined)).toBe(true);
    expect(isLocalDatabase("postgres://postgres@127.0.0.1:5432/x")).toBe(true);
    expect(isLocalDatabase("postgres://u@db.example.com:5432/x")).toBe(false);
  });
});
