import { describe, expect, it } from "vitest";
import {
  loginPassword,
  registrationPassword,
  registrationPasswordSchema,
  signupPassword,
} from "@/lib/validation/password";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { messageFor } from "@/tests/support/schema-message";

const complexity =
  "Password must contain at least one uppercase letter, lowercase letter, number, and special character";

describe("signupPassword", () => {
  it.each([
    ["", "Password is required"],
    [undefined, "Password is required"],
    ["Ab1!", "Password must be at least 8 characters long"],
    ["A".repeat(129), "Password is too long"],
    [`Aa1!${"x".repeat(125)}`, "Password is too long"],
    ["alllower1!", complexity],
    ["ALLUPPER1!", complexity],
    ["NoDigits!!", complexity],
    ["NoSpecial12", complexity],
    ["Special#12a", complexity], // '#' is not in @$!%*?&
  ])("%j → %s", (input, expected) => {
    expect(messageFor(signupPassword, input)).toBe(expected);
  });

  it.each(["Demo1234!", "Aa1@aaaa", "Aa1$aaaa", "Aa1%aaaa", "Aa1*aaaa", "Aa1?aaaa", "Aa1&aaaa", `Aa1!${"x".repeat(124)}`])(
    "accepts %s",
    (input) => {
      expect(signupPassword.parse(input)).toBe(input);
    },
  );

  it("does not trim passwords", () => {
    expect(signupPassword.parse(" Demo1234! ")).toBe(" Demo1234! ");
  });
});

describe("loginPassword", () => {
  it("only requires a value", () => {
    expect(messageFor(loginPassword, "")).toBe("Password is required");
    expect(messageFor(loginPassword, undefined)).toBe("Password is required");
    expect(loginPassword.parse("x")).toBe("x");
  });
});

describe("registration", () => {
  it("requires at least 8 characters and no complexity", () => {
    expect(messageFor(registrationPassword, "")).toBe("Password is required");
    expect(messageFor(registrationPassword, "1234567")).toBe("Password must be at least 8 characters long");
    expect(registrationPassword.parse("abcdefgh")).toBe("abcdefgh");
  });

  it("requires the confirmation to match, reported on confirmPassword", () => {
    const result = registrationPasswordSchema.safeParse({ password: "abcdefgh", confirmPassword: "abcdefgX" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({ message: "Passwords do not match", path: ["confirmPassword"] });
  });

  it("reports the password rule before the mismatch", () => {
    const result = registrationPasswordSchema.safeParse({ password: "short", confirmPassword: "other" });
    expect(firstErrorMessage(result.error)).toBe("Password must be at least 8 characters long");
  });

  it("requires the confirmation", () => {
    const result = registrationPasswordSchema.safeParse({ password: "abcdefgh", confirmPassword: "" });
    expect(firstErrorMessage(result.error)).toBe("This field is required");
  });

  it("accepts a matching pair", () => {
    expect(registrationPasswordSchema.parse({ password: "abcdefgh", confirmPassword: "abcdefgh" })).toEqual({
      password: "abcdefgh",
      confirmPassword: "abcdefgh",
    });
  });
});
