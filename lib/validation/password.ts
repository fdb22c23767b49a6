import { z } from "zod";
import {
  confirmPasswordProblem,
  loginPasswordProblem,
  PASSWORD_MESSAGES,
  passwordsMatch,
  passwordsMatchError,
  registrationPasswordProblem,
  signupPasswordProblem,
} from "./password-rules";
import { reportProblem, type Problem } from "./problem-check";

export * from "./password-rules";

const password = (problem: Problem) => z.string({ error: PASSWORD_MESSAGES.required }).superRefine(reportProblem(problem));

export const signupPassword = password(signupPasswordProblem);
export const loginPassword = password(loginPasswordProblem);
export const registrationPassword = password(registrationPasswordProblem);
export const confirmPassword = z.string({ error: PASSWORD_MESSAGES.confirmRequired }).superRefine(reportProblem(confirmPasswordProblem));

/** The password + confirmation pair of the complete-registration form. */
export const registrationPasswordSchema = z
  .object({ password: registrationPassword, confirmPassword })
  .refine(passwordsMatch, passwordsMatchError);
