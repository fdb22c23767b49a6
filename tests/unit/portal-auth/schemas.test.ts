import { describe, expect, it } from "vitest";
import {
  completeRegistrationSchema,
  customerLoginSchema,
  customerSignupSchema,
  INVITATION_MESSAGES,
  invitationToken,
  verifyInvitationSchema,
} from "@/lib/identity/customer/schemas";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { messageFor } from "@/tests/support/schema-message";

const TOKEN = "A".repeat(43);
const PASSWORD = "Signup1234!";

describe("the invitation token", () => {
  it("accepts the shape we issue: 32 to 128 base64url characters", () => {
    expect(messageFor(invitationToken, "aZ09_-".repeat(6))).toBeNull();
    expect(messageFor(invitationToken, "a".repeat(32))).toBeNull();
    expect(messageFor(invitationToken, "a".repeat(128))).toBeNull();
  });

  it("calls a missing or empty token missing, and any other bad shape invalid", () => {
    expect(messageFor(invitationToken, undefined)).toBe(INVITATION_MESSAGES.missing);
    expect(messageFor(invitationToken, 42)).toBe(INVITATION_MESSAGES.missing);
    expect(messageFor(invitationToken, "")).toBe(INVITATION_MESSAGES.missing);
    expect(messageFor(invitationToken, "a".repeat(31))).toBe(INVITATION_MESSAGES.invalid);
    expect(messageFor(invitationToken, "a".repeat(129))).toBe(INVITATION_MESSAGES.invalid);
    expect(messageFor(invitationToken, `${"a".repeat(40)}=`)).toBe(INVITATION_MESSAGES.invalid);
    expect(messageFor(invitationToken, `${"a".repeat(40)} b`)).toBe(INVITATION_MESSAGES.invalid);
    expect(messageFor(invitationToken, `=${"a".repeat(40)}`)).toBe(INVITATION_MESSAGES.invalid);
  });

  it("says one message for a token that is both too short and of the wrong alphabet", () => {
    const result = invitationToken.safeParse("a b");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([INVITATION_MESSAGES.invalid]);
  });

  it("keeps the spec's message texts", () => {
    expect(INVITATION_MESSAGES).toEqual({
      missing: "Invalid invitation link",
      invalid: "Invalid or expired invitation link",
      verifyFailed: "Failed to verify invitation",
      registrationFailed: "Registration failed",
      // Registration ends signed in (issue 37): the spec's "You can now sign in." no longer holds.
      completed: "Registration completed!",
    });
  });
});

describe("the portal-auth request bodies", () => {
  it("verify-invitation needs the token", () => {
    expect(messageFor(verifyInvitationSchema, { token: TOKEN })).toBeNull();
    expect(messageFor(verifyInvitationSchema, {})).toBe(INVITATION_MESSAGES.missing);
  });

  it("complete-registration needs the token and a registration password", () => {
    expect(messageFor(completeRegistrationSchema, { token: TOKEN, password: PASSWORD })).toBeNull();
    expect(messageFor(completeRegistrationSchema, { password: PASSWORD })).toBe(INVITATION_MESSAGES.missing);
    expect(messageFor(completeRegistrationSchema, { token: TOKEN })).not.toBeNull();
    expect(messageFor(completeRegistrationSchema, { token: TOKEN, password: "short" })).not.toBeNull();
  });

  it("login needs an email and a password", () => {
    expect(messageFor(customerLoginSchema, { email: "a@example.test", password: "x" })).toBeNull();
    expect(messageFor(customerLoginSchema, { email: "not-an-email", password: "x" })).not.toBeNull();
    expect(messageFor(customerLoginSchema, { email: "a@example.test" })).not.toBeNull();
  });

  it("sign-up reports the first field to fix in the form's order", () => {
    const valid = { first_name: "Mary", last_name: "Jones", email: "mary@example.test", password: PASSWORD };
    expect(messageFor(customerSignupSchema, valid)).toBeNull();
    const everythingWrong = { first_name: "", last_name: "", email: "x", password: "x" };
    const firstNameMessage = messageFor(customerSignupSchema, { ...valid, first_name: "" });
    const lastNameMessage = messageFor(customerSignupSchema, { ...valid, last_name: "" });
    const emailMessage = messageFor(customerSignupSchema, { ...valid, email: "x" });
    const passwordMessage = messageFor(customerSignupSchema, { ...valid, password: "x" });
    expect(firstNameMessage).toMatch(/First name/);
    expect(lastNameMessage).toMatch(/Last name/);
    expect(emailMessage).not.toBeNull();
    expect(passwordMessage).not.toBeNull();
    expect(messageFor(customerSignupSchema, everythingWrong)).toBe(firstNameMessage);
    expect(messageFor(customerSignupSchema, { ...everythingWrong, first_name: "Mary" })).toBe(lastNameMessage);
    expect(messageFor(customerSignupSchema, { ...valid, email: "x", password: "x" })).toBe(emailMessage);
  });
});
