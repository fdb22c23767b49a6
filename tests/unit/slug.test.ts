import { describe, expect, it } from "vitest";
import { slugify } from "@/lib/tenancy/slug";

describe("slugify (spec §5 slug generation)", () => {
  it.each([
    ["Greenleaf Lawn Care", "greenleaf-lawn-care"],
    ["SPARKLE Home Cleaning", "sparkle-home-cleaning"],
    ["Bob's Lawn & Garden, LLC.", "bobs-lawn-garden-llc"],
    ["  padded   name  ", "padded-name"],
    ["tabs\tand\nnewlines", "tabs-and-newlines"],
    ["multiple---hyphens", "multiple-hyphens"],
    ["space - around - hyphens", "space-around-hyphens"],
    ["--leading and trailing--", "leading-and-trailing"],
    ["under_score.dot/slash", "underscoredotslash"],
    ["Café Lumière", "caf-lumire"],
    ["123 Main St", "123-main-st"],
    ["<script>alert(1)</script>", "scriptalert1script"],
    ["!!!", ""],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("cuts to 50 characters", () => {
    const slug = slugify("a".repeat(80));
    expect(slug).toBe("a".repeat(50));
  });

  it("cuts after collapsing, so separators do not eat the budget", () => {
    const slug = slugify(`${"word   ".repeat(20)}`);
    expect(slug).toHaveLength(49); // "word-" × 9 + "word" = 49, the 50th char was a hyphen
    expect(slug.startsWith("word-word-")).toBe(true);
  });

  it("never ends with a hyphen after the cut (a DNS label cannot)", () => {
    const input = `${"a".repeat(49)} b`;
    expect(slugify(input)).toBe("a".repeat(49));
    for (let n = 40; n < 60; n += 1) {
      const slug = slugify(`${"x".repeat(n)} ${"y".repeat(30)}`);
      expect(slug.length).toBeLessThanOrEqual(50);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("only ever yields lower-case letters, digits and single inner hyphens", () => {
    const samples = ["ÀÉÎ Õü", "a -- b __ c", "Ünïcødé Šlüg 東京", "   ", "-", "a-", "-a"];
    for (const sample of samples) {
      const slug = slugify(sample);
      expect(slug === "" || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)).toBe(true);
    }
  });
});
