import { z } from "zod";

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
 * The email field of every form and API body. Checks run in the order a user expects:
 * an empty field says it is required (and stops there), then length, then shape.
 */
export const email = z
  .string({ error: EMAIL_MESSAGES.required })
  .overwrite(sanitizeEmail)
  .min(1, { error: EMAIL_MESSAGES.required, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: EMAIL_MESSAGES.tooLong, abort: true })
  .regex(EMAIL_PATTERN, { error: EMAIL_MESSAGES.invalid });
