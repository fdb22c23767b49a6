import { z } from "zod";
import { GENERIC_MESSAGES, numberProblem, optionalTextProblem, requiredTextProblem, toNumber, type NumberInput, type NumberRules, type TextRules } from "./generic-rules";
import { reportProblem } from "./problem-check";

export * from "./generic-rules";

/** A trimmed, required text field with optional length and pattern rules. */
export function requiredText(rules: TextRules = {}) {
  return z.string({ error: GENERIC_MESSAGES.required }).trim().superRefine(reportProblem(requiredTextProblem(rules)));
}

/**
 * A trimmed optional text field: empty, null or missing comes out as `null` (so a cleared
 * field is stored as cleared); anything else must meet the rules.
 */
export function optionalText(rules: TextRules = {}) {
  const problem = optionalTextProblem(rules);
  return z
    .string({ error: GENERIC_MESSAGES.custom })
    .trim()
    .nullish()
    .superRefine((value, ctx) => {
      const message = value ? problem(value) : null;
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((value) => (value ? value : null));
}

function numberSchema(rules: NumberRules, required: boolean) {
  const problem = numberProblem(rules, required);
  return z.custom<NumberInput>().transform((value, ctx): number | null => {
    const message = problem(value);
    if (message) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return toNumber(value);
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
