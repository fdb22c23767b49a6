"use server";

import { signIn } from "@/auth";
import { firstErrorMessage } from "@/lib/validation";
import { signInSchema } from "../schemas";
import { INVALID_CREDENTIALS_MESSAGE } from "../signin-errors";
import { refusalFor, type SignInResult } from "../signin-refusal";

/**
 * /superadmin/login: a separate credentials provider that admits only superadmins; a
 * business owner's correct password is refused with the same message as a wrong one.
 */
export async function superadminSignInAction(input: unknown): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstErrorMessage(parsed.error) };
  try {
    await signIn("superadmin", { email: parsed.data.email, password: parsed.data.password, redirect: false });
  } catch (error) {
    const refusal = refusalFor(error);
    if (refusal && !refusal.ok) return refusal;
    if (refusal) return { ok: false, message: INVALID_CREDENTIALS_MESSAGE };
    throw error;
  }
  return { ok: true, redirectTo: "/superadmin/dashboard", external: false };
}
