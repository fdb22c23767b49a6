import { afterEach, describe, expect, it, vi } from "vitest";
import { apexHostname, isCustomDomainKey, parseHost, tenantKeyOf } from "@/lib/tenancy/parse-host";
import { appUrl, portalUrl } from "@/lib/tenancy/portal-url";

/**
 * The edges of the one place a Host header is interpreted, and of the URLs we redirect to:
 * written against the mutants StrykerJS found surviving in lib/tenancy (`npm run test:mutation
 * -- tenancy`) — each case names the reason or boundary a mutant would change.
 */
const apex = "localhost";

afterEach(() => vi.unstubAllEnvs());

describe("parseHost says why it refuses a host", () => {
  it.each([
    [null, "missing host"],
    ["", "missing host"],
    ["x".repeat(260), "host too long"],
    ["[::1", "malformed host"],
    ["[::1]x", "malformed host"],
    ["a:b:c", "malformed host"],
    ["localhost:abc", "bad port"],
    ["localhost:", "bad port"],
    ["localhost:+80", "bad port"],
    ["localhost:123456", "bad port"],
    ["localhost:0", "bad port"],
    ["localhost:65536", "bad port"],
    ["[fe80::1%25eth0]", "bad IPv6 literal"],
    ["[]", "bad IPv6 literal"],
    [".", "bad host length"],
    ["bad_host.localhost", "bad characters"],
    ["trailing-.localhost", "bad characters"],
    ["a.b.localhost", "nested subdomain"],
    ["single-label-host", "not a domain"],
  ])("%j → %s", (host, reason) => {
    expect(parseHost(host, apex)).toEqual({ kind: "invalid", reason });
  });
});

describe("parseHost boundaries", () => {
  // 63 + 1 + 63 + 1 + 63 + 1 + 61 = 253 characters: the longest name DNS allows.
  const longest = ["a".repeat(63), "b".repeat(63), "c".repeat(63), "d".repeat(61)].join(".");

  it("takes a 253-character name with the longest port (259 characters), and refuses one character more", () => {
    expect(longest).toHaveLength(253);
    expect(parseHost(`${longest}:65535`, apex)).toEqual({ kind: "custom", domain: longest });
    expect(parseHost(`${longest}e`, apex)).toEqual({ kind: "invalid", reason: "bad host length" });
    expect(parseHost(`${longest}e:65535`, apex)).toEqual({ kind: "invalid", reason: "host too long" });
  });

  it("trims the header and ignores its case", () => {
    expect(parseHost("  Greenleaf.LOCALHOST:3000 ", apex)).toEqual({ kind: "tenant", subdomain: "greenleaf" });
  });

  it("accepts port 1 and a zero-padded port", () => {
    expect(parseHost("localhost:1", apex)).toEqual({ kind: "main" });
    expect(parseHost("localhost:00080", apex)).toEqual({ kind: "main" });
  });

  it("reads only a whole IPv4 address as the main app", () => {
    expect(parseHost("10.0.0.255", apex)).toEqual({ kind: "main" });
    expect(parseHost("a1.2.3.4", apex)).toEqual({ kind: "custom", domain: "a1.2.3.4" });
    expect(parseHost("1.2.3.4.example", apex)).toEqual({ kind: "custom", domain: "1.2.3.4.example" });
    expect(parseHost("1.2.3", apex)).toEqual({ kind: "custom", domain: "1.2.3" });
    expect(parseHost("1234.2.3.4", apex)).toEqual({ kind: "custom", domain: "1234.2.3.4" });
  });

  it("reads only a whole IPv6 literal as the main app", () => {
    expect(parseHost("[2001:db8::1]:8080", apex)).toEqual({ kind: "main" });
    expect(parseHost("[::ffff:10.0.0.1]", apex)).toEqual({ kind: "main" });
    expect(parseHost("[g::1]", apex)).toEqual({ kind: "invalid", reason: "bad IPv6 literal" });
    expect(parseHost(`[${"1".repeat(46)}]`, apex)).toEqual({ kind: "invalid", reason: "bad IPv6 literal" });
    expect(parseHost("[1]", apex)).toEqual({ kind: "invalid", reason: "bad IPv6 literal" });
    expect(parseHost("[::]", apex)).toEqual({ kind: "main" });
  });

  it("takes one-character and hyphenated labels, refuses a label that starts or ends with a hyphen", () => {
    expect(parseHost("a.localhost", apex)).toEqual({ kind: "tenant", subdomain: "a" });
    expect(parseHost("green-leaf.localhost", apex)).toEqual({ kind: "tenant", subdomain: "green-leaf" });
    expect(parseHost("-a.localhost", apex)).toEqual({ kind: "invalid", reason: "bad characters" });
    expect(parseHost("a-.example.com", apex)).toEqual({ kind: "invalid", reason: "bad characters" });
    expect(parseHost("x.y-.com", apex)).toEqual({ kind: "invalid", reason: "bad characters" });
  });

  it("serves the main app on a preview host only when it is one", () => {
    expect(parseHost("vercel.app.evil.com", "serviceloop.app")).toEqual({ kind: "custom", domain: "vercel.app.evil.com" });
    expect(parseHost("x.vercel.app", "serviceloop.app")).toEqual({ kind: "main" });
  });

  it("reads the apex from APP_URL by default, and falls back to localhost when APP_URL is not a URL", () => {
    vi.stubEnv("APP_URL", "https://ServiceLoop.App:8443");
    expect(apexHostname()).toBe("serviceloop.app");
    expect(parseHost("acme.serviceloop.app")).toEqual({ kind: "tenant", subdomain: "acme" });
    expect(apexHostname("not a url")).toBe("localhost");
    vi.stubEnv("APP_URL", "");
    expect(apexHostname()).toBe("localhost");
  });

  it("names tenants by key: subdomains have no dot, custom domains always do", () => {
    expect(tenantKeyOf({ kind: "main" })).toBeNull();
    expect(tenantKeyOf({ kind: "invalid", reason: "bad port" })).toBeNull();
    expect(tenantKeyOf({ kind: "tenant", subdomain: "acme" })).toBe("acme");
    expect(tenantKeyOf({ kind: "custom", domain: "portal.acme.com" })).toBe("portal.acme.com");
    expect(isCustomDomainKey("portal.acme.com")).toBe(true);
    expect(isCustomDomainKey("acme")).toBe(false);
  });
});

describe("portalUrl and appUrl default to APP_URL", () => {
  it("build on APP_URL when it is set", () => {
    vi.stubEnv("APP_URL", "https://serviceloop.app");
    expect(portalUrl("acme")).toBe("https://acme.serviceloop.app/");
    expect(portalUrl("acme", "/invoices?x=1")).toBe("https://acme.serviceloop.app/invoices?x=1");
    expect(appUrl()).toBe("https://serviceloop.app/");
    expect(appUrl("/admin")).toBe("https://serviceloop.app/admin");
  });

  it("fall back to http://localhost:3000 without APP_URL", () => {
    vi.stubEnv("APP_URL", undefined as unknown as string);
    delete process.env.APP_URL;
    expect(portalUrl("acme", "/login")).toBe("http://acme.localhost:3000/login");
    expect(appUrl("/auth")).toBe("http://localhost:3000/auth");
  });

  it("refuse anything but a path on our own host: protocol-relative, backslash, absolute or relative", () => {
    for (const path of ["//evil.com/x", "/\\evil.com", "https://evil.com/", "javascript:alert(1)", "dashboard"]) {
      expect(() => portalUrl("acme", path, "https://serviceloop.app")).toThrow("Not a path on our own host");
      expect(() => appUrl(path, "https://serviceloop.app")).toThrow("Not a path on our own host");
    }
    expect(portalUrl("acme", "/a//b", "https://serviceloop.app")).toBe("https://acme.serviceloop.app/a//b");
  });
});
