import { describe, expect, it } from "vitest";
import { parseHost, tenantKeyOf } from "@/lib/hosts/parse-host";

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
