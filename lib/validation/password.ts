import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The special characters the signup rule asks for (spec §5). */
export const PASSWORD_SPECIAL_CHARACTERS = "@$!%*?&";

export const PASSWORD_MESSAGES = {
  required: "Password is required",
  tooShort: "Password must be at least 8 characters long",
  tooLong: "Password is too long",
  complexity:
    "Password must contain at least one uppercase letter, lowercase letter, number, and special character",
  mismatch: "Passwords do not match",
  confirmRequired: "This field is required",
} as const;

function isComplex(value: string): boolean {
  return /[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value) && /[@$!%*?&]/.test(value);
}

// Passwords are never trimmed: a space is a legitimate character of a passphrase.
const requiredPassword = () =>
  z.string({ error: PASSWORD_MESSAGES.required }).min(1, { error: PASSWORD_MESSAGES.required, abort: true });

/** Signup (staff and portal): 8–128 characters with upper, lower, digit and one of @$!%*?&. */
export const signupPassword = requiredPassword()
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.tooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong, abort: true })
  .refine(isComplex, { error: PASSWORD_MESSAGES.complexity });

/** Login only requires something to be typed; the rules may have changed since signup. */
export const loginPassword = requiredPassword();

/** Completing an invitation (spec §5 "Registration"): at least 8 characters. */
export const registrationPassword = requiredPassword()
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.tooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong, abort: true });

export const confirmPassword = z
  .string({ error: PASSWORD_MESSAGES.confirmRequired })
  .min(1, { error: PASSWORD_MESSAGES.confirmRequired, abort: true });

/** For `.refine(passwordsMatch, passwordsMatchError)` on any object with both fields. */
export function passwordsMatch(data: { password: string; confirmPassword: string }): boolean {
  return data.password === data.confirmPassword;
}
export const passwordsMatchError = { error: PASSWORD_MESSAGES.mismatch, path: ["confirmPassword"] };

/** The password + confirmation pair of the complete-registration form. */
export const registrationPasswordSchema = z
  .object({ password: registrationPassword, confirmPassword })
  .refine(passwordsMatch, passwordsMatchError);
