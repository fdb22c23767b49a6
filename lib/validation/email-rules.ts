/*
 * The email rules (spec §5) without zod: the forms in the browser judge a field with
 * `emailProblem`, and the `email` schema (email.ts) that the server parses with is built on it,
 * so both give the same message for the same text.
 */

export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  required: "Email is required",
  tooLong: "Email address is too long",
  invalid: "Please enter a valid email address",
} as const;

// A basic shape check (something@something.tld); deliverability is proven by email, not regex.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec §5 sanitising: angle brackets, `javascript:` and inline event-handler patterns
 * (`onclick=` …) are removed, then the value is trimmed. Loops until stable so that
 * nested fragments like `javajavascript:script:` cannot reassemble after one pass.
 */
export function sanitizeEmail(input: string): string {
  let value = input;
  for (;;) {
    const next = value
      .replace(/[<>]/g, "")
      .replace(/javascript\s*:/gi, "")
      .replace(/on[a-z]+\s*=/gi, "");
    if (next === value) break;
    value = next;
  }
  return value.trim();
}

/** Emails keep the case the user typed; compare and look them up in this form. */
export function normalizeEmail(email: string): string {
  return sanitizeEmail(email).toLowerCase();
}

/**
 * What is wrong with a typed email, in the order a user expects: an empty field is required
 * (and nothing more is said), then length, then shape. Null when it is fine.
 */
export function emailProblem(input: string): string | null {
  const value = sanitizeEmail(input);
  if (value.length === 0) return EMAIL_MESSAGES.required;
  if (value.length > EMAIL_MAX_LENGTH) return EMAIL_MESSAGES.tooLong;
  if (!EMAIL_PATTERN.test(value)) return EMAIL_MESSAGES.invalid;
  return null;
}
