"use server";

import { headers } from "next/headers";
import { signIn } from "@/auth";
import { hashPassword } from "@/lib/security/passwords";
import { BLOCKED_MESSAGE, clientIp, isThrottled, recordAttempt } from "@/lib/security/throttle";
import { createBusinessOwner } from "@/lib/staff/create-business-owner";
import { notifyExistingAccount } from "@/lib/staff/notify-existing-account";
import { sendWelcomeEmail } from "@/lib/staff/send-welcome-email";
import { signupsOpen } from "@/lib/superadmin/platform-settings";
import { firstErrorMessage, normalizeEmail } from "@/lib/validation";
import { signUpSchema } from "../schemas";
import { refusalFor, type SignInResult } from "../signin-refusal";

/** Spec §8's sign-up failure text; also what an already-registered email gets. */
const SIGNUP_FAILED = "Signup failed";
const SIGNUPS_CLOSED = "Sign-ups are closed right now. Please join the waitlist.";

/**
 * The Sign Up tab: a business owner, their business (portal subdomain from the company
 * name) and the owner membership in one transaction, a welcome email (failure only
 * logged), then signed in. Throttled per IP and per email like sign-in.
 */
export async function signUpAction(input: unknown): Promise<SignInResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstErrorMessage(parsed.error) };
  const { firstName, lastName, companyName, email, password } = parsed.data;
  const ip = clientIp(await headers());
  const attempt = { scope: "staff_signup" as const, accountKey: normalizeEmail(email), ip };
  if (await isThrottled(attempt)) return { ok: false, message: BLOCKED_MESSAGE };
  if (!(await signupsOpen())) return { ok: false, message: SIGNUPS_CLOSED };

  const created = await createBusinessOwner({
    email,
    passwordHash: await hashPassword(password),
    firstName,
    lastName,
    companyName,
    businessEmail: email,
  });
  if (created.status === "email_taken") {
    await recordAttempt(attempt, false);
    await notifyExistingAccount(email);
    return { ok: false, message: SIGNUP_FAILED };
  }
  await recordAttempt(attempt, true);
  await sendWelcomeEmail({ to: email, firstName, companyName, businessId: created.businessId });

  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (error) {
    const refusal = refusalFor(error);
    if (!refusal) throw error;
    // The account exists; only the automatic sign-in failed (e.g. a throttled IP).
    return refusal;
  }
  return { ok: true, redirectTo: "/admin/dashboard", external: false };
}
