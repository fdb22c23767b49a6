import { describe, expect, it } from "vitest";
import { optionalNumber, optionalText, requiredNumber, requiredText } from "@/lib/validation/generic";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { messageFor } from "@/tests/support/schema-message";

describe("requiredText", () => {
  const schema = requiredText({ min: 3, max: 5, pattern: /^[a-z]+$/ });

  it.each([
    ["", "This field is required"],
    ["  ", "This field is required"],
    [undefined, "This field is required"],
    ["ab", "Must be at least 3 characters long"],
    ["abcdef", "Must be no more than 5 characters long"],
    ["ab1", "Invalid format"],
  ])("%j → %s", (input, expected) => {
    expect(messageFor(schema, input)).toBe(expected);
  });

  it("trims the accepted value", () => {
    expect(schema.parse(" abc ")).toBe("abc");
    expect(requiredText().parse("anything at all")).toBe("anything at all");
  });
});

describe("optionalText", () => {
  const schema = optionalText({ max: 4 });
  it("turns empty into null and checks the rest", () => {
    expect(schema.parse("")).toBeNull();
    expect(schema.parse("  ")).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(" ok ")).toBe("ok");
    expect(messageFor(schema, "toolong")).toBe("Must be no more than 4 characters long");
    expect(messageFor(optionalText({ min: 2 }), "a")).toBe("Must be at least 2 characters long");
    expect(messageFor(optionalText({ pattern: /^\d+$/ }), "12a")).toBe("Invalid format");
  });
});

describe("optionalNumber", () => {
  const schema = optionalNumber({ min: 0, max: 100 });

  it.each([
    ["", null],
    ["  ", null],
    [undefined, null],
    [null, null],
    ["0", 0],
    ["42.5", 42.5],
    [" 7 ", 7],
    [100, 100],
    [".5", 0.5],
  ])("accepts %j as %j", (input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it.each([
    ["abc", "Must be a valid number"],
    ["12abc", "Must be a valid number"],
    ["0x10", "Must be a valid number"],
    ["1e3", "Must be a valid number"],
    [Number.NaN, "Must be a valid number"],
    [Number.POSITIVE_INFINITY, "Must be a valid number"],
    [true, "Must be a valid number"],
    ["-1", "Must be at least 0"],
    ["100.01", "Must be no more than 100"],
  ])("%j → %s", (input, expected) => {
    expect(messageFor(schema, input)).toBe(expected);
  });

  it("can insist on whole numbers", () => {
    expect(messageFor(optionalNumber({ integer: true }), "1.5")).toBe("Must be a valid number");
    expect(optionalNumber({ integer: true }).parse("3")).toBe(3);
  });
});

describe("requiredNumber", () => {
  it("requires a value", () => {
    expect(messageFor(requiredNumber(), "")).toBe("This field is required");
    expect(messageFor(requiredNumber(), undefined)).toBe("This field is required");
    expect(requiredNumber({ min: 1 }).parse("2")).toBe(2);
    expect(messageFor(requiredNumber({ min: 1 }), "0")).toBe("Must be at least 1");
  });
});

describe("firstErrorMessage", () => {
  it("gives the first issue's message, with a fallback", () => {
    expect(firstErrorMessage({ issues: [{ message: "one" }, { message: "two" }] })).toBe("one");
    expect(firstErrorMessage({ issues: [] })).toBe("Invalid value");
    expect(firstErrorMessage(undefined)).toBe("Invalid value");
  });
});
