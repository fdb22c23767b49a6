import { describe, expect, it } from "vitest";
import { COMPANY_NAME_MAX_LENGTH, signInSchema, signUpSchema } from "@/lib/identity/staff/schemas";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { messageFor } from "@/tests/support/schema-message";

const SIGN_UP = { firstName: "Ada", lastName: "Lovelace", companyName: "Ada's Lawns", email: "ada@example.test", password: "Signup1234!" };

describe("the staff sign-in form", () => {
  it("takes an email, a password of at most 128 characters, and any callbackUrl", () => {
    expect(messageFor(signInSchema, { email: "a@example.test", password: "x" })).toBeNull();
    expect(messageFor(signInSchema, { email: "a@example.test", password: "x", callbackUrl: { evil: true } })).toBeNull();
    expect(messageFor(signInSchema, { email: "a@example.test", password: "x".repeat(128) })).toBeNull();
    expect(messageFor(signInSchema, { email: "a@example.test", password: "x".repeat(129) })).toBe("Password is too long");
  });

  it("reports the email before the password", () => {
    const emailMessage = messageFor(signInSchema, { email: "nope", password: "x" });
    expect(emailMessage).not.toBeNull();
    expect(messageFor(signInSchema, { email: "nope", password: "x".repeat(200) })).toBe(emailMessage);
  });
});

describe("the business sign-up form", () => {
  it("takes names, a company of at most 100 characters, an email, a strong password and an optional invitation", () => {
    expect(COMPANY_NAME_MAX_LENGTH).toBe(100);
    expect(messageFor(signUpSchema, SIGN_UP)).toBeNull();
    expect(messageFor(signUpSchema, { ...SIGN_UP, companyName: "c".repeat(100), invitationToken: "t".repeat(200) })).toBeNull();
    expect(messageFor(signUpSchema, { ...SIGN_UP, companyName: "c".repeat(101) })).not.toBeNull();
    expect(messageFor(signUpSchema, { ...SIGN_UP, companyName: "" })).not.toBeNull();
    expect(messageFor(signUpSchema, { ...SIGN_UP, invitationToken: "t".repeat(201) })).not.toBeNull();
    expect(messageFor(signUpSchema, { ...SIGN_UP, password: "weak" })).not.toBeNull();
  });

  it("reports fields in the form's order", () => {
    const companyMessage = messageFor(signUpSchema, { ...SIGN_UP, companyName: "" });
    expect(messageFor(signUpSchema, { ...SIGN_UP, companyName: "", email: "x", password: "x" })).toBe(companyMessage);
    expect(messageFor(signUpSchema, { ...SIGN_UP, firstName: "", companyName: "" })).toMatch(/First name/);
  });
});
