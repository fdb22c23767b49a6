import type { FormChecks } from "./form-checks";

/* The password rules (spec §5) without zod; password.ts builds the schemas on these rules. */

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

/** Login only requires something to be typed; the rules may have changed since signup. */
export function loginPasswordProblem(value: string): string | null {
  return value.length === 0 ? PASSWORD_MESSAGES.required : null;
}

/** Completing an invitation (spec §5 "Registration"): 8–128 characters. */
export function registrationPasswordProblem(value: string): string | null {
  if (value.length === 0) return PASSWORD_MESSAGES.required;
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}

/** Signup (staff and portal): 8–128 characters with upper, lower, digit and one of @$!%*?&. */
export function signupPasswordProblem(value: string): string | null {
  return registrationPasswordProblem(value) ?? (isComplex(value) ? null : PASSWORD_MESSAGES.complexity);
}

export function confirmPasswordProblem(value: string): string | null {
  return value.length === 0 ? PASSWORD_MESSAGES.confirmRequired : null;
}

/** For `.refine(passwordsMatch, passwordsMatchError)` on any object with both fields. */
export function passwordsMatch(data: { password: string; confirmPassword: string }): boolean {
  return data.password === data.confirmPassword;
}
export const passwordsMatchError = { error: PASSWORD_MESSAGES.mismatch, path: ["confirmPassword"] };

/**
 * The complete-registration form (registrationPasswordSchema's fields). The confirmation is
 * compared only once the password itself passes, as the schema's refinement runs only then.
 */
export const registrationPasswordChecks: FormChecks<"password" | "confirmPassword"> = {
  password: registrationPasswordProblem,
  confirmPassword: (value, values) =>
    confirmPasswordProblem(value) ??
    (registrationPasswordProblem(values.password) === null && values.password !== value ? PASSWORD_MESSAGES.mismatch : null),
};
