import { z } from "zod";
import { optionalPhoneProblem, PHONE_MESSAGES } from "./phone-rules";

export * from "./phone-rules";

/**
 * Optional phone (spec §5). Empty, null or missing is allowed and comes out as `null`, so
 * saving a cleared field really clears it; anything else is judged by `optionalPhoneProblem`.
 */
export const optionalPhone = z
  .string({ error: PHONE_MESSAGES.invalid })
  .trim()
  .nullish()
  .superRefine((value, ctx) => {
    const message = value ? optionalPhoneProblem(value) : null;
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .transform((value) => (value ? value : null));
