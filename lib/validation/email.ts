import { z } from "zod";
import { EMAIL_MESSAGES, emailProblem, sanitizeEmail } from "./email-rules";
import { GENERIC_MESSAGES } from "./generic-rules";
import { reportProblem } from "./problem-check";

export * from "./email-rules";

/** The email field of every form and API body: sanitised, then judged by `emailProblem`. */
export const email = z.string({ error: EMAIL_MESSAGES.required }).overwrite(sanitizeEmail).superRefine(reportProblem(emailProblem));

/** An optional email field: empty, null or missing comes out as `null`; anything else must be an email. */
export const optionalEmail = z
  .string({ error: GENERIC_MESSAGES.custom })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const parsed = email.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? GENERIC_MESSAGES.custom });
    return z.NEVER;
  });
