import { emailProblem } from "@/lib/validation/email-rules";
import type { FormChecks } from "@/lib/validation/form-checks";
import { firstNameProblem, lastNameProblem } from "@/lib/validation/name-rules";
import { loginPasswordProblem, signupPasswordProblem } from "@/lib/validation/password-rules";

/*
 * The portal's sign-in and sign-up forms judged in the browser without zod, by the rules
 * customerLoginSchema and customerSignupSchema (schemas.ts) are built on; same fields, same order.
 */

export const customerLoginChecks: FormChecks<"email" | "password"> = { email: emailProblem, password: loginPasswordProblem };

export const customerSignupChecks: FormChecks<"first_name" | "last_name" | "email" | "password"> = {
  first_name: firstNameProblem,
  last_name: lastNameProblem,
  email: emailProblem,
  password: signupPasswordProblem,
};
