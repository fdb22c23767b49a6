"use server";

import { eq, sql } from "drizzle-orm";
import { signIn } from "@/auth";
import { db } from "@/db/client";
import { users } from "@/db/schema";
import { firstErrorMessage, normalizeEmail } from "@/lib/validation";
import { dashboardFor } from "../redirect-rules";
import { safeCallbackPath } from "../safe-callback";
import { signInSchema } from "../schemas";
import { claimsForUser } from "../session-claims";
import { refusalFor, type SignInResult } from "../signin-refusal";

/** Where a freshly signed-in user goes: a callbackUrl inside their own area, else their dashboard. */
async function destinationFor(emailAddress: string, callbackUrl: unknown): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, normalizeEmail(emailAddress))).limit(1);
  const claims = user ? await claimsForUser(user.id) : null;
  const home = claims ? dashboardFor(claims) : null;
  const callback = safeCallbackPath(callbackUrl);
  if (callback && home?.startsWith("/admin/") && (callback === "/admin" || callback.startsWith("/admin/"))) return callback;
  return home ?? "/auth";
}

/** The main /auth Sign In form: staff credentials, or a customer sent on to their portal. */
export async function signInAction(input: unknown): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstErrorMessage(parsed.error) };
  const { email, password, callbackUrl } = parsed.data;
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (error) {
    const refusal = refusalFor(error);
    if (refusal) return refusal;
    throw error;
  }
  return { ok: true, redirectTo: await destinationFor(email, callbackUrl), external: false };
}
