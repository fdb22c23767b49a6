/* The optional phone rule (spec §5) without zod; phone.ts builds the schema on it. */

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
 * Empty is allowed. Otherwise the characters must look like a phone number (checked first:
 * "abc" is not a phone, whatever its digit count) and hold 10–15 digits.
 */
export function optionalPhoneProblem(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (!PHONE_PATTERN.test(value)) return PHONE_MESSAGES.invalid;
  const count = phoneDigits(value).length;
  if (count < PHONE_MIN_DIGITS || count > PHONE_MAX_DIGITS) return PHONE_MESSAGES.digits;
  return null;
}
