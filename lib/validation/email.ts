import { z } from "zod";
import { EMAIL_MESSAGES, emailProblem, sanitizeEmail } from "./email-rules";
import { reportProblem } from "./problem-check";

export * from "./email-rules";

/** The email field of every form and API body: sanitised, then judged by `emailProblem`. */
export const email = z.string({ error: EMAIL_MESSAGES.required }).overwrite(sanitizeEmail).superRefine(reportProblem(emailProblem));
