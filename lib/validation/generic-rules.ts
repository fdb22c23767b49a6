/* Spec §5 "Generic rules" without zod; generic.ts builds the schemas on these rules. */

/** The messages of every field without a rule of its own. */
export const GENERIC_MESSAGES = {
  required: "This field is required",
  minLength: (n: number) => `Must be at least ${n} characters long`,
  maxLength: (n: number) => `Must be no more than ${n} characters long`,
  pattern: "Invalid format",
  custom: "Invalid value",
  number: "Must be a valid number",
  min: (n: number) => `Must be at least ${n}`,
  max: (n: number) => `Must be no more than ${n}`,
} as const;

export type TextRules = { min?: number; max?: number; pattern?: RegExp };

/** Length and pattern, in that order, of a value already trimmed and known not to be empty. */
function textRuleProblem(value: string, rules: TextRules): string | null {
  if (rules.min !== undefined && value.length < rules.min) return GENERIC_MESSAGES.minLength(rules.min);
  if (rules.max !== undefined && value.length > rules.max) return GENERIC_MESSAGES.maxLength(rules.max);
  if (rules.pattern && !rules.pattern.test(value)) return GENERIC_MESSAGES.pattern;
  return null;
}

/** A trimmed text field that must be filled, then meet its rules. */
export function requiredTextProblem(rules: TextRules = {}) {
  return (input: string): string | null => {
    const value = input.trim();
    return value ? textRuleProblem(value, rules) : GENERIC_MESSAGES.required;
  };
}

/** A trimmed text field that may be empty; anything typed must meet its rules. */
export function optionalTextProblem(rules: TextRules = {}) {
  return (input: string): string | null => {
    const value = input.trim();
    return value ? textRuleProblem(value, rules) : null;
  };
}

export type NumberRules = { min?: number; max?: number; integer?: boolean };
export type NumberInput = string | number | null | undefined;

// Forms deliver numbers as strings; "" and whitespace mean "no value".
export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  if (typeof value !== "string") return Number.NaN;
  const trimmed = value.trim();
  if (trimmed === "") return null;
  // Number("0x10") and Number("1e3") are numbers to JS, not to a person typing an amount.
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A number field (spec §5): empty is allowed unless `required`; then a number, whole if asked, in range. */
export function numberProblem(rules: NumberRules = {}, required = false) {
  return (value: NumberInput): string | null => {
    const parsed = toNumber(value);
    if (parsed === null) return required ? GENERIC_MESSAGES.required : null;
    if (!Number.isFinite(parsed) || (rules.integer && !Number.isInteger(parsed))) return GENERIC_MESSAGES.number;
    if (rules.min !== undefined && parsed < rules.min) return GENERIC_MESSAGES.min(rules.min);
    if (rules.max !== undefined && parsed > rules.max) return GENERIC_MESSAGES.max(rules.max);
    return null;
  };
}
