import { describe, expect, it } from "vitest";
import { firstName, lastName, personName } from "@/lib/validation/name";
import { optionalPhone } from "@/lib/validation/phone";
import { sessionToken } from "@/lib/validation/session-token";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { messageFor } from "@/tests/support/schema-message";

describe("personName", () => {
  it.each([
    [firstName, "", "First name is required"],
    [firstName, "   ", "First name is required"],
    [firstName, undefined, "First name is required"],
    [lastName, "", "Last name is required"],
    [firstName, "a".repeat(51), "First name is too long"],
    [lastName, "Cooper2", "Last name can only contain letters, spaces, hyphens, and apostrophes"],
    [lastName, "<b>Cooper</b>", "Last name can only contain letters, spaces, hyphens, and apostrophes"],
    [personName("Contact name"), "x_y", "Contact name can only contain letters, spaces, hyphens, and apostrophes"],
  ])("%#: %j → %s", (schema, input, expected) => {
    expect(messageFor(schema, input)).toBe(expected);
  });

  it.each(["Jane", "Mary-Jane", "O'Brien", "O’Brien", "José", "Zoë", "Łukasz", "Nguyễn Văn", "Björk", "李"])(
    "accepts %s",
    (name) => {
      expect(firstName.parse(name)).toBe(name);
    },
  );

  it("trims and accepts exactly 50 characters", () => {
    expect(firstName.parse("  Jane ")).toBe("Jane");
    expect(firstName.parse("a".repeat(50))).toBe("a".repeat(50));
  });
});

describe("optionalPhone", () => {
  it.each([
    ["", null],
    ["   ", null],
    [undefined, null],
    [null, null],
    ["5551234567", "5551234567"],
    ["+1 (555) 123-4567", "+1 (555) 123-4567"],
    [" 555.123.4567 ", "555.123.4567"],
    ["+441234567890123", "+441234567890123"],
  ])("accepts %j as %j", (input, expected) => {
    expect(optionalPhone.parse(input)).toBe(expected);
  });

  it.each([
    ["555-1234", "Phone number must be between 10 and 15 digits"],
    ["1234567890123456", "Phone number must be between 10 and 15 digits"],
    ["call me maybe", "Please enter a valid phone number"],
    ["555-123-4567 ext 9", "Please enter a valid phone number"],
    ["abc", "Please enter a valid phone number"],
    ["555+1234567", "Please enter a valid phone number"],
  ])("%j → %s", (input, expected) => {
    expect(messageFor(optionalPhone, input)).toBe(expected);
  });
});

describe("sessionToken", () => {
  it.each([
    ["", "Session token is required"],
    [undefined, "Session token is required"],
    ["a".repeat(31), "Invalid session token format"],
    ["a".repeat(129), "Invalid session token format"],
    [`${"a".repeat(31)}!`, "Session token contains invalid characters"],
    [`${"a".repeat(31)} `, "Session token contains invalid characters"],
  ])("%j → %s", (input, expected) => {
    expect(messageFor(sessionToken, input)).toBe(expected);
  });

  it.each(["a".repeat(32), "A-z_9".repeat(25) + "abc", "Zm9vYmFyYmF6cXV4LXF1dXgtY29yZ2UtZ3JhdWx0X2dhcnBseQ"])(
    "accepts %s",
    (token) => {
      expect(sessionToken.parse(token)).toBe(token);
    },
  );
});
