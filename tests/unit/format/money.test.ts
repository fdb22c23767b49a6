import { describe, expect, it } from "vitest";
import { formatMoney, toAmount } from "@/lib/format/money";

describe("formatMoney", () => {
  it.each([
    [1234.5, "$1,234.50"],
    [0, "$0.00"],
    [-0, "$0.00"],
    [-0.001, "$0.00"],
    [5, "$5.00"],
    [0.1 + 0.2, "$0.30"],
    [1234567.891, "$1,234,567.89"],
    [-20, "-$20.00"],
    [-1234.5, "-$1,234.50"],
    ["45", "$45.00"],
    ["1234.5", "$1,234.50"],
    [null, "$0.00"],
    [undefined, "$0.00"],
    ["", "$0.00"],
    ["abc", "$0.00"],
    [Number.NaN, "$0.00"],
    [Number.POSITIVE_INFINITY, "$0.00"],
  ])("%j → %s", (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it("toAmount reads numbers and numeric strings", () => {
    expect(toAmount("12.34")).toBe(12.34);
    expect(toAmount(" 7 ")).toBe(7);
    expect(toAmount("x")).toBe(0);
  });
});
