"use server";

import { eq, sql } from "drizzle-orm";
import { signIn } from "@/auth";
import { db } from "@/db/client";
import { users } from "@/db/schema";
import { publicAction } from "@/lib/core/public-action";
import { dashboardFor } from "@/lib/identity/staff/redirect-rules";
import { safeCallbackPath } from "@/lib/identity/staff/safe-callback";
import { signInSchema } from "@/lib/identity/staff/schemas";
import { claimsForUser } from "@/lib/identity/staff/session-claims";
import { destinationOrRefusal } from "@/lib/identity/staff/signin-refusal";
import { normalizeEmail } from "@/lib/validation";

/** Where a freshly signed-in user goes: a callbackUrl inside their own area, else their dashboard. */
async function destinationFor(emailAddress: string, callbackUrl: unknown): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, normalizeEmail(emailAddress))).limit(1);
  const claims = user ? await claimsForUser(user.id) : null;
  const home = claims ? dashboardFor(claims) : null;
  const callback = safeCallbackPath(callbackUrl);
  if (callback && home?.startsWith("/admin/") && (callback === "/admin" || callback.startsWith("/admin/"))) return callback;
  return home ?? "/auth";
}

/**
 * The main /auth Sign In form: staff credentials, or a customer sent on to their portal.
 * Throttling happens inside the credentials check (lib/identity/staff/verify-staff-credentials).
 */
export const signInAction = publicAction(signInSchema, async ({ email, password, callbackUrl }) => {
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (error) {
    return destinationOrRefusal(error);
  }
  return { redirectTo: await destinationFor(email, callbackUrl), external: false };
});
