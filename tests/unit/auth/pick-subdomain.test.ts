import { describe, expect, it } from "vitest";
import { slugify } from "@/lib/tenancy/slug";
import { pickSubdomain } from "@/lib/businesses/choose-subdomain";

describe("portal subdomain for a new business", () => {
  it("uses the slug when it is free", () => {
    expect(pickSubdomain(slugify("Maple & Oak Lawn Care"), new Set())).toBe("maple-oak-lawn-care");
  });

  it("appends -2, -3… until the name is free", () => {
    expect(pickSubdomain("greenleaf", new Set(["greenleaf"]))).toBe("greenleaf-2");
    expect(pickSubdomain("greenleaf", new Set(["greenleaf", "greenleaf-2", "greenleaf-3"]))).toBe("greenleaf-4");
  });

  it("never hands out a reserved name", () => {
    expect(pickSubdomain(slugify("Admin"), new Set())).toBe("admin-2");
    expect(pickSubdomain(slugify("WWW"), new Set(["www-2"]))).toBe("www-3");
  });

  it("keeps the whole label within 50 characters", () => {
    const long = slugify("a".repeat(60));
    expect(long).toHaveLength(50);
    const picked = pickSubdomain(long, new Set([long]));
    expect(picked).toBe(`${"a".repeat(48)}-2`);
    expect(picked.length).toBeLessThanOrEqual(50);
  });

  it("falls back to a generic name when the company name has no usable characters", () => {
    expect(pickSubdomain(slugify("!!!"), new Set())).toBe("business");
  });
});
