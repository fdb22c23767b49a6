"use server";

import { signIn } from "@/auth";
import { googleConfigured } from "../auth-options";
import { safeCallbackPath } from "../safe-callback";

/**
 * Starts Google sign-in (only when configured). The user comes back to /auth, whose
 * redirect rules send them to their dashboard — or to a callbackUrl inside /admin.
 */
export async function googleSignInAction(formData: FormData): Promise<void> {
  if (!googleConfigured()) return;
  const callback = safeCallbackPath(formData.get("callbackUrl"));
  const redirectTo = callback && callback.startsWith("/admin/") ? callback : "/auth";
  await signIn("google", { redirectTo });
}
