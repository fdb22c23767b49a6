import { z } from "zod";
import { email, firstName, GENERIC_MESSAGES, lastName, loginPassword, requiredText, signupPassword } from "@/lib/validation";

/**
 * One schema per auth form, shared by the form and the server action (client-safe). Field
 * order is the form's order, so the first issue is the first field to fix (spec §5).
 */
export const signInSchema = z.object({
  email,
  password: loginPassword.max(128, { error: "Password is too long" }),
  // Never refused: anything that is not a same-origin path is simply ignored (safe-callback.ts).
  callbackUrl: z.unknown().optional(),
}, { error: GENERIC_MESSAGES.custom });
export type SignInInput = z.input<typeof signInSchema>;

export const COMPANY_NAME_MAX_LENGTH = 100;

export const signUpSchema = z.object({
  firstName,
  lastName,
  companyName: requiredText({ max: COMPANY_NAME_MAX_LENGTH }),
  email,
  password: signupPassword,
  /** A waitlist invitation's token (from its email link): lets its recipient in while sign-ups are closed. */
  invitationToken: z.string().max(200, { error: GENERIC_MESSAGES.custom }).optional(),
}, { error: GENERIC_MESSAGES.custom });
export type SignUpInput = z.input<typeof signUpSchema>;
