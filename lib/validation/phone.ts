import { z } from "zod";

export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;

export const PHONE_MESSAGES = {
  digits: "Phone number must be between 10 and 15 digits",
  invalid: "Please enter a valid phone number",
} as const;

// Digits with the usual separators and an optional leading +: "+1 (555) 123-4567", "555.123.4567".
const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/**
 * Optional phone (spec §5). Empty, null or missing is allowed and comes out as `null`, so
 * saving a cleared field really clears it. Otherwise the characters must look like a phone
 * number (checked first: "abc" is not a phone, whatever its digit count) and hold 10–15 digits.
 */
export const optionalPhone = z
  .string({ error: PHONE_MESSAGES.invalid })
  .trim()
  .nullish()
  .superRefine((value, ctx) => {
    if (!value) return;
    if (!PHONE_PATTERN.test(value)) {
      ctx.addIssue({ code: "custom", message: PHONE_MESSAGES.invalid });
      return;
    }
    const count = phoneDigits(value).length;
    if (count < PHONE_MIN_DIGITS || count > PHONE_MAX_DIGITS) {
      ctx.addIssue({ code: "custom", message: PHONE_MESSAGES.digits });
    }
  })
  .transform((value) => (value ? value : null));
