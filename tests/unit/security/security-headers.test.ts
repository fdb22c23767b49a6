import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, generateNonce, securityHeaders } from "@/lib/security/security-headers";
import { isMalformedServerActionBody } from "@/lib/security/server-action-body";

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

describe("server-action bodies", () => {
  const action = (type: string | null, body: string) =>
    new Request("http://localhost/contact", { method: "POST", headers: { "next-action": "7f00", ...(type ? { "content-type": type } : {}) }, body });

  it("accepts what React's client sends: a JSON argument array, or multipart", async () => {
    expect(await isMalformedServerActionBody(action("text/plain;charset=UTF-8", '[{"email":"a@b.c"}]'))).toBe(false);
    const form = new FormData();
    form.append("1_email", "a@b.c");
    const multipart = new Request("http://localhost/contact", { method: "POST", headers: { "next-action": "7f00" }, body: form });
    expect(await isMalformedServerActionBody(multipart)).toBe(false);
  });

  it("refuses broken JSON, a non-array, a broken multipart body and other types", async () => {
    expect(await isMalformedServerActionBody(action("text/plain", '[{"email": "unterminated'))).toBe(true);
    expect(await isMalformedServerActionBody(action("text/plain", "{}"))).toBe(true);
    expect(await isMalformedServerActionBody(action("multipart/form-data; boundary=xyz", "--abc\r\nnope\r\n"))).toBe(true);
    expect(await isMalformedServerActionBody(action("application/json", "[]"))).toBe(true);
  });

  it("leaves requests that are not server actions alone", async () => {
    const plain = new Request("http://localhost/api/x", { method: "POST", headers: { "content-type": "text/plain" }, body: "not json" });
    expect(await isMalformedServerActionBody(plain)).toBe(false);
  });
});
