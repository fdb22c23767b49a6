import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, frameAncestorsDirective, generateNonce, securityHeaders } from "@/lib/security/security-headers";

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

  it("lets a page be framed by itself plus exactly the listed website origins (/book's embedding), each once", () => {
    const csp = contentSecurityPolicy({ nonce: "n", frameAncestors: ["https://www.greenleaf-lawns.example", "http://127.0.0.1:8080", "https://www.greenleaf-lawns.example"] });
    expect(csp).toContain("; frame-ancestors 'self' https://www.greenleaf-lawns.example http://127.0.0.1:8080;");
    expect(csp.match(/frame-ancestors/g)).toHaveLength(1);
    expect(contentSecurityPolicy({ nonce: "n" })).toContain("; frame-ancestors 'self';");
    expect(contentSecurityPolicy({ nonce: "n", frameAncestors: [] })).toContain("; frame-ancestors 'self';");
    expect(securityHeaders({ nonce: "n", frameAncestors: ["https://shop.example.com:8443"] })["Content-Security-Policy"]).toContain("frame-ancestors 'self' https://shop.example.com:8443;");
  });

  it("leaves out anything that is not a bare origin: no wildcard, keyword, path or second directive gets into frame-ancestors", () => {
    const directive = frameAncestorsDirective(["https://*.example.com", "*", "'unsafe-inline'", "https://a.example; script-src *", "https://a.example/path", "data:", "https://ok.example"]);
    expect(directive).toBe("frame-ancestors 'self' https://ok.example");
  });
});
