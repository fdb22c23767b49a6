"use server";

import { z } from "zod";
import { signIn } from "@/auth";
import { publicAction } from "@/lib/core/public-action";
import { googleConfigured } from "@/lib/identity/staff/auth-options";
import { safeCallbackPath } from "@/lib/identity/staff/safe-callback";

const googleSignInSchema = z.object({ callbackUrl: z.unknown().optional() });

/**
 * Starts Google sign-in (only when configured): Auth.js answers with a redirect to Google.
 * The user comes back to /auth, whose redirect rules send them to their dashboard — or to a
 * callbackUrl inside /admin.
 */
export const googleSignInAction = publicAction(googleSignInSchema, async ({ callbackUrl }) => {
  if (!googleConfigured()) return null;
  const callback = safeCallbackPath(callbackUrl);
  const redirectTo = callback && callback.startsWith("/admin/") ? callback : "/auth";
  await signIn("google", { redirectTo });
  return null;
});
