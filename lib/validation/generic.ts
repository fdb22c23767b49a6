import { z } from "zod";

/** Spec §5 "Generic rules" — the messages of every field without a rule of its own. */
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

/** A trimmed, required text field with optional length and pattern rules. */
export function requiredText(rules: TextRules = {}) {
  let schema = z
    .string({ error: GENERIC_MESSAGES.required })
    .trim()
    .min(1, { error: GENERIC_MESSAGES.required, abort: true });
  if (rules.min !== undefined) schema = schema.min(rules.min, { error: GENERIC_MESSAGES.minLength(rules.min), abort: true });
  if (rules.max !== undefined) schema = schema.max(rules.max, { error: GENERIC_MESSAGES.maxLength(rules.max), abort: true });
  if (rules.pattern) schema = schema.regex(rules.pattern, { error: GENERIC_MESSAGES.pattern });
  return schema;
}

function textRuleError(value: string, rules: TextRules): string | null {
  if (rules.min !== undefined && value.length < rules.min) return GENERIC_MESSAGES.minLength(rules.min);
  if (rules.max !== undefined && value.length > rules.max) return GENERIC_MESSAGES.maxLength(rules.max);
  if (rules.pattern && !rules.pattern.test(value)) return GENERIC_MESSAGES.pattern;
  return null;
}

/**
 * A trimmed optional text field: empty, null or missing comes out as `null` (so a cleared
 * field is stored as cleared); anything else must meet the rules.
 */
export function optionalText(rules: TextRules = {}) {
  return z
    .string({ error: GENERIC_MESSAGES.custom })
    .trim()
    .nullish()
    .superRefine((value, ctx) => {
      if (!value) return;
      const message = textRuleError(value, rules);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((value) => (value ? value : null));
}

export type NumberRules = { min?: number; max?: number; integer?: boolean };
type NumberInput = string | number | null | undefined;

// Forms deliver numbers as strings; "" and whitespace mean "no value".
function toNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  if (typeof value !== "string") return Number.NaN;
  const trimmed = value.trim();
  if (trimmed === "") return null;
  // Number("0x10") and Number("1e3") are numbers to JS, not to a person typing an amount.
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function numberSchema(rules: NumberRules, required: boolean) {
  return z.custom<NumberInput>().transform((value, ctx): number | null => {
    const parsed = toNumber(value);
    if (parsed === null) {
      if (!required) return null;
      ctx.addIssue({ code: "custom", message: GENERIC_MESSAGES.required });
      return z.NEVER;
    }
    if (!Number.isFinite(parsed) || (rules.integer && !Number.isInteger(parsed))) {
      ctx.addIssue({ code: "custom", message: GENERIC_MESSAGES.number });
      return z.NEVER;
    }
    if (rules.min !== undefined && parsed < rules.min) {
      ctx.addIssue({ code: "custom", message: GENERIC_MESSAGES.min(rules.min) });
      return z.NEVER;
    }
    if (rules.max !== undefined && parsed > rules.max) {
      ctx.addIssue({ code: "custom", message: GENERIC_MESSAGES.max(rules.max) });
      return z.NEVER;
    }
    return parsed;
  });
}

/** A number field where empty is allowed (spec §5): outputs `number | null`. */
export function optionalNumber(rules: NumberRules = {}) {
  return numberSchema(rules, false);
}

/** A number field that must be filled: outputs `number` ('This field is required' when empty). */
export function requiredNumber(rules: NumberRules = {}) {
  return numberSchema(rules, true).transform((value) => value as number);
}
