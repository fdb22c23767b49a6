import { z } from "zod";
import { confirmPassword, email, GENERIC_MESSAGES, loginPassword, passwordsMatch, passwordsMatchError, signupPassword } from "@/lib/validation";

/**
 * The staff password forms' schemas, shared by the forms and the actions (client-safe). A new
 * password follows the signup rules of spec §5; the current one, like sign-in, only needs typing.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: loginPassword.max(128, { error: "Password is too long" }),
    password: signupPassword,
    confirmPassword,
  }, { error: GENERIC_MESSAGES.custom })
  .refine(passwordsMatch, passwordsMatchError);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const requestPasswordResetSchema = z.object({ email }, { error: GENERIC_MESSAGES.custom });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: GENERIC_MESSAGES.custom }).min(1).max(200),
    password: signupPassword,
    confirmPassword,
  }, { error: GENERIC_MESSAGES.custom })
  .refine(passwordsMatch, passwordsMatchError);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const PASSWORD_CHANGE_MESSAGES = {
  wrongCurrent: "Current password is incorrect",
  noPassword: "Your account signs in with Google and has no password to change",
  changed: "Password changed. Your other sessions have been signed out.",
  resetSent: "If an account exists for that email, we've sent a link to reset its password.",
  resetInvalid: "This password reset link is invalid or has expired.",
  reset: "Password reset. Sign in with your new password.",
} as const;
