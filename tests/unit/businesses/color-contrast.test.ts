import { describe, expect, it } from "vitest";
import { contrastWithWhite, formatContrast } from "@/lib/businesses/settings/color-contrast";

/** WCAG 2.1 contrast of white text, checked against published reference ratios. */
describe("contrastWithWhite", () => {
  it("matches the WCAG reference values", () => {
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1, 5);
    expect(contrastWithWhite("#000000")).toBeCloseTo(21, 5);
    expect(formatContrast(contrastWithWhite("#767676"))).toBe("4.5:1"); // the lightest grey that passes AA
    expect(contrastWithWhite("#777777")).toBeLessThan(4.5);
    expect(formatContrast(contrastWithWhite("#1e40af"))).toBe("8.7:1"); // the spec's default primary
  });
});
