import { describe, expect, it } from "vitest";
import { parseHost, tenantKeyOf } from "@/lib/tenancy/parse-host";

const apex = "localhost";

describe("parseHost", () => {
  it.each([
    ["localhost:3000", { kind: "main" }],
    ["app.localhost:3000", { kind: "main" }],
    ["www.localhost", { kind: "main" }],
    ["127.0.0.1:3000", { kind: "main" }],
    ["greenleaf.localhost:3000", { kind: "tenant", subdomain: "greenleaf" }],
    ["GreenLeaf.LocalHost:3000", { kind: "tenant", subdomain: "greenleaf" }],
    ["portal.sparkle.test:3000", { kind: "custom", domain: "portal.sparkle.test" }],
    ["admin.localhost", { kind: "tenant", subdomain: "admin" }],
  ])("%s", (host, expected) => {
    expect(parseHost(host, apex)).toEqual(expected);
  });

  it("reads a production apex", () => {
    expect(parseHost("acme.serviceloop.app", "serviceloop.app")).toEqual({ kind: "tenant", subdomain: "acme" });
    expect(parseHost("serviceloop.app", "serviceloop.app")).toEqual({ kind: "main" });
    expect(parseHost("my-preview.vercel.app", "serviceloop.app")).toEqual({ kind: "main" });
    // Direct access on the server itself is the main app, not a custom domain called "localhost".
    expect(parseHost("localhost:3000", "serviceloop.app")).toEqual({ kind: "main" });
  });

  it.each([
    [null],
    [""],
    ["x".repeat(300)],
    ["bad_host"],
    ["evil.com/../admin"],
    ["localhost:99999"],
    ["localhost:abc"],
    ["localhost:"],
    ["a.b.localhost"],
    ["-leading.localhost"],
    ["single-label-host"],
    ["host with space"],
    ["<script>.localhost"],
  ])("refuses hostile host %s", (host) => {
    expect(parseHost(host, apex).kind).toBe("invalid");
  });

  it("gives the tenant key only for tenant hosts", () => {
    expect(tenantKeyOf(parseHost("greenleaf.localhost", apex))).toBe("greenleaf");
    expect(tenantKeyOf(parseHost("portal.sparkle.test", apex))).toBe("portal.sparkle.test");
    expect(tenantKeyOf(parseHost("localhost", apex))).toBeNull();
  });
});

describe("parseHost edge cases", () => {
  const prod = "serviceloop.app";

  it("does not take a look-alike of the apex for a tenant", () => {
    expect(parseHost("evilserviceloop.app", prod)).toEqual({ kind: "custom", domain: "evilserviceloop.app" });
    expect(parseHost("serviceloop.app.evil.com", prod)).toEqual({ kind: "custom", domain: "serviceloop.app.evil.com" });
    expect(parseHost("notlocalhost", apex).kind).toBe("invalid");
  });

  it("serves the main app on www. and app. of a production apex", () => {
    expect(parseHost("www.serviceloop.app", prod)).toEqual({ kind: "main" });
    expect(parseHost("APP.serviceloop.app:443", prod)).toEqual({ kind: "main" });
  });

  it("accepts a fully-qualified trailing dot", () => {
    expect(parseHost("greenleaf.localhost.:3000", apex)).toEqual({ kind: "tenant", subdomain: "greenleaf" });
    expect(parseHost("portal.sparkle.test.", apex)).toEqual({ kind: "custom", domain: "portal.sparkle.test" });
  });

  it("treats IPv6 literals as direct access and refuses broken ones", () => {
    expect(parseHost("[::1]:3000", apex)).toEqual({ kind: "main" });
    expect(parseHost("[::1]", apex)).toEqual({ kind: "main" });
    expect(parseHost("[::1", apex).kind).toBe("invalid");
    expect(parseHost("[::1]x", apex).kind).toBe("invalid");
    expect(parseHost("[::1]:0", apex).kind).toBe("invalid");
  });

  it("checks port bounds", () => {
    expect(parseHost("localhost:65535", apex)).toEqual({ kind: "main" });
    expect(parseHost("localhost:0", apex).kind).toBe("invalid");
    expect(parseHost("localhost:65536", apex).kind).toBe("invalid");
    expect(parseHost("localhost:1:2", apex).kind).toBe("invalid");
  });

  it("refuses labels longer than 63 characters and hosts longer than 253", () => {
    expect(parseHost(`${"a".repeat(63)}.localhost`, apex)).toEqual({ kind: "tenant", subdomain: "a".repeat(63) });
    expect(parseHost(`${"a".repeat(64)}.localhost`, apex).kind).toBe("invalid");
    const longDomain = `${Array.from({ length: 4 }, () => "a".repeat(63)).join(".")}.com`; // 259 chars
    expect(parseHost(longDomain, apex).kind).toBe("invalid");
  });

  it("refuses hostile characters a proxy might pass through", () => {
    for (const host of ["greenleaf.localhost\r\nX-Injected: 1", "greenleaf.localhost%00", "user@greenleaf.localhost", "greenleaf..localhost", "*.localhost"]) {
      expect(parseHost(host, apex).kind).toBe("invalid");
    }
  });
});
