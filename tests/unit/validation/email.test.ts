import { describe, expect, it } from "vitest";
import { email, normalizeEmail, sanitizeEmail } from "@/lib/validation/email";
import { firstErrorMessage } from "@/lib/validation/first-error";

function messageFor(input: unknown): string | null {
  const result = email.safeParse(input);
  return result.success ? null : firstErrorMessage(result.error);
}

describe("email", () => {
  it.each([
    ["", "Email is required"],
    ["   ", "Email is required"],
    [undefined, "Email is required"],
    [null, "Email is required"],
    ["<>", "Email is required"],
    ["plainaddress", "Please enter a valid email address"],
    ["a@b", "Please enter a valid email address"],
    ["two words@example.com", "Please enter a valid email address"],
    ["a@@example.com", "Please enter a valid email address"],
    [`${"a".repeat(243)}@example.com`, "Email address is too long"],
    ["a".repeat(300), "Email address is too long"],
  ])("%j → %s", (input, expected) => {
    expect(messageFor(input)).toBe(expected);
  });

  it("shows only one message for an empty field", () => {
    const result = email.safeParse("");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Email is required"]);
  });

  it("accepts 254 characters and keeps the typed case", () => {
    const long = `${"a".repeat(242)}@example.com`;
    expect(long).toHaveLength(254);
    expect(email.parse(long)).toBe(long);
    expect(email.parse("  Jane.Cooper@Example.COM ")).toBe("Jane.Cooper@Example.COM");
  });

  it("sanitises before validating", () => {
    expect(email.parse("<jane@example.com>")).toBe("jane@example.com");
    expect(email.parse("javascript:jane@example.com")).toBe("jane@example.com");
    expect(email.parse("JavaScript:jane@example.com")).toBe("jane@example.com");
    expect(email.parse("onclick=jane@example.com")).toBe("jane@example.com");
  });

  it("removes hostile fragments even when nested", () => {
    expect(sanitizeEmail("  <script>alert(1)</script> ")).toBe("scriptalert(1)/script");
    expect(sanitizeEmail("javajavascript:script:x")).toBe("x");
    expect(sanitizeEmail("x onmouseover = y")).toBe("x  y");
    expect(sanitizeEmail("oonclick=nclick=a@b.co")).toBe("a@b.co");
  });

  it("normalizeEmail lower-cases for lookups", () => {
    expect(normalizeEmail("  Owner@GreenLeaf.TEST ")).toBe("owner@greenleaf.test");
  });
});
