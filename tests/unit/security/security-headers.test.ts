import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, generateNonce, securityHeaders } from "@/lib/security/security-headers";

describe("security headers", () => {
  it("allows scripts only by this request's nonce, and never inline styles' attributes to run code", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123", appUrl: "http://localhost:3000" });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ nonce: "n", development: true })).toContain("'unsafe-eval'");
  });

  it("lets the sign-in form post on to Google or the configured issuer", () => {
    const csp = contentSecurityPolicy({ nonce: "n", googleIssuer: "http://127.0.0.1:4567/path" });
    expect(csp).toContain("form-action 'self' https://accounts.google.com http://127.0.0.1:4567");
  });

  it("sends HSTS only when APP_URL is https", () => {
    expect(securityHeaders({ nonce: "n", appUrl: "http://localhost:3000" })["Strict-Transport-Security"]).toBeUndefined();
    const https = securityHeaders({ nonce: "n", appUrl: "https://serviceloop.app" });
    expect(https["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(https["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
    expect(https["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(https["Permissions-Policy"]).toContain("geolocation=()");
  });

  it("makes a fresh, unguessable nonce per request", () => {
    const nonces = new Set(Array.from({ length: 50 }, generateNonce));
    expect(nonces.size).toBe(50);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
