"use server";

import { headers } from "next/headers";
import { signIn } from "@/auth";
import { AppError } from "@/lib/auth/app-error";
import { refusalFor, type SignInResult } from "@/lib/auth/signin-refusal";
import { BLOCKED_MESSAGE, clientIp, isThrottled, recordAttempt } from "@/lib/security/throttle";
import { firstErrorMessage } from "@/lib/validation";
import { acceptEmployeeInvitation } from "../accept-employee-invitation";
import { acceptInvitationSchema } from "../schemas";

/**
 * /invite: the invited employee sets their name and password, then is signed in and sent
 * to /admin/dashboard. Public (the token is the credential), so throttled per IP.
 */
export async function acceptInvitationAction(input: unknown): Promise<SignInResult> {
  const parsed = acceptInvitationSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstErrorMessage(parsed.error) };
  const attempt = { scope: "employee_invitation" as const, ip: clientIp(await headers()) };
  if (await isThrottled(attempt)) return { ok: false, message: BLOCKED_MESSAGE };
  let email: string;
  try {
    ({ email } = await acceptEmployeeInvitation(parsed.data));
  } catch (error) {
    if (error instanceof AppError) {
      await recordAttempt(attempt, false);
      return { ok: false, message: error.message };
    }
    console.error("accepting an invitation failed", error);
    return { ok: false, message: "Registration failed" };
  }
  await recordAttempt(attempt, true);
  try {
    await signIn("credentials", { email, password: parsed.data.password, redirect: false });
  } catch (error) {
    const refusal = refusalFor(error);
    if (!refusal) throw error;
    return refusal;
  }
  return { ok: true, redirectTo: "/admin/dashboard", external: false };
}
