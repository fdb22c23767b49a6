import { describe, expect, it } from "vitest";
import { brandRootRule, brandStyle, readableTextOn } from "@/lib/tenancy/brand-style";
import { appUrl, portalUrl } from "@/lib/tenancy/portal-url";
import { isReservedSubdomain, MAIN_APP_SUBDOMAINS, RESERVED_SUBDOMAINS } from "@/lib/tenancy/reserved-subdomains";
import { TtlCache } from "@/lib/tenancy/tenant-cache";

describe("portal and app URLs", () => {
  it("build absolute URLs on our own hosts only", () => {
    expect(portalUrl("greenleaf", "/dashboard", "http://localhost:3000")).toBe("http://greenleaf.localhost:3000/dashboard");
    expect(portalUrl("greenleaf", undefined, "https://serviceloop.app")).toBe("https://greenleaf.serviceloop.app/");
    expect(appUrl("/invite?token=a", "https://serviceloop.app")).toBe("https://serviceloop.app/invite?token=a");
    expect(appUrl(undefined, "http://localhost:3000")).toBe("http://localhost:3000/");
  });
});

describe("reserved subdomains", () => {
  it("refuses the platform's own names in any case", () => {
    // Every name the platform serves or may serve itself: removing one would let a tenant take it.
    const platform = `www app api admin superadmin mail email smtp imap pop static assets cdn media files img images auth login
      signin signup register account accounts billing pay payments status help support docs blog dev staging test demo
      demo-portal portal dashboard internal ns ns1 ns2 ftp webmail serviceloop root system security careers about pricing
      features waitlist`.split(/\s+/);
    for (const name of platform) {
      expect(isReservedSubdomain(name), name).toBe(true);
      expect(isReservedSubdomain(name.toUpperCase()), name).toBe(true);
    }
    expect(RESERVED_SUBDOMAINS.size).toBe(platform.length);
    expect(isReservedSubdomain("greenleaf")).toBe(false);
    expect(isReservedSubdomain("")).toBe(false);
    expect([...MAIN_APP_SUBDOMAINS]).toEqual(["www", "app"]);
  });
});

describe("brand colours", () => {
  it("picks readable text by luminance, white for anything that is not a colour", () => {
    expect(readableTextOn("#ffffff")).toBe("#000000");
    expect(readableTextOn("#000000")).toBe("#ffffff");
    expect(readableTextOn("#1e40af")).toBe("#ffffff");
    expect(readableTextOn("#facc15")).toBe("#000000");
    // Around the threshold: mid grey (#777777, luminance ≈ 0.18) takes white; #bbbbbb (≈ 0.50) black.
    expect(readableTextOn("#777777")).toBe("#ffffff");
    expect(readableTextOn("#bbbbbb")).toBe("#000000");
    expect(readableTextOn("#a0a0a0")).toBe("#ffffff");
    expect(readableTextOn("#b0b0b0")).toBe("#000000");
    // Pure channels weigh differently (green is the brightest).
    expect(readableTextOn("#00ff00")).toBe("#000000");
    expect(readableTextOn("#ff0000")).toBe("#ffffff");
    expect(readableTextOn("#0000ff")).toBe("#ffffff");
    expect(readableTextOn("#050505")).toBe("#ffffff");
    // The darkest greys fall in sRGB's linear segment (c ≤ 0.03928, divided by 12.92): still white.
    expect(readableTextOn("#0a0a0a")).toBe("#ffffff");
    // Not a colour, however light its digits read: the safe default.
    expect(readableTextOn("#fffff")).toBe("#ffffff");
    expect(readableTextOn("red")).toBe("#ffffff");
  });

  it("themes the portal, falling back to the spec's colours", () => {
    expect(brandStyle({ themePrimaryColor: "#facc15", themeSecondaryColor: "#111111" })).toEqual({
      "--brand": "#facc15",
      "--brand-foreground": "#000000",
      "--brand-secondary": "#111111",
      "--primary": "#facc15",
      "--primary-foreground": "#000000",
    });
    expect(brandStyle({ themePrimaryColor: "javascript:alert(1)", themeSecondaryColor: "url(x)" })).toEqual({
      "--brand": "#1e40af",
      "--brand-foreground": "#ffffff",
      "--brand-secondary": "#f3f4f6",
      "--primary": "#1e40af",
      "--primary-foreground": "#ffffff",
    });
  });

  it("writes the same variables as one :root rule for dialogs, popovers and toasts outside the wrapper", () => {
    expect(brandRootRule({ themePrimaryColor: "#facc15", themeSecondaryColor: "#111111" })).toBe(
      ":root{--brand:#facc15;--brand-foreground:#000000;--brand-secondary:#111111;--primary:#facc15;--primary-foreground:#000000}",
    );
    // Nothing unchecked from the database reaches the CSS.
    expect(brandRootRule({ themePrimaryColor: "red;}body{display:none", themeSecondaryColor: "#fff" })).toBe(
      ":root{--brand:#1e40af;--brand-foreground:#ffffff;--brand-secondary:#f3f4f6;--primary:#1e40af;--primary-foreground:#ffffff}",
    );
  });
});

describe("TtlCache", () => {
  it("forgets entries at their expiry, on delete and on clear, and evicts the oldest when full", () => {
    let now = 1000;
    const cache = new TtlCache<string>(100, () => now, 2);
    cache.set("a", "A");
    expect(cache.get("a")).toBe("A");
    now = 1099;
    expect(cache.get("a")).toBe("A");
    now = 1100;
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", "A");
    cache.set("b", "B");
    cache.set("c", "C");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe("B");
    expect(cache.get("c")).toBe("C");
    cache.delete("b");
    expect(cache.get("b")).toBeUndefined();
    cache.clear();
    expect(cache.get("c")).toBeUndefined();
    expect(cache.get("never")).toBeUndefined();
  });

  it("keeps up to its size and uses the clock by default", () => {
    const cache = new TtlCache<number>(60_000);
    for (let i = 0; i < 1000; i++) cache.set(`k${i}`, i);
    expect(cache.get("k0")).toBe(0);
    cache.set("k1000", 1000);
    expect(cache.get("k0")).toBeUndefined();
    expect(cache.get("k1")).toBe(1);
  });
});
