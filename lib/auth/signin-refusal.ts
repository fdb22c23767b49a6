import "server-only";
import { BLOCKED_MESSAGE } from "@/lib/security/throttle";
import { AUTH_FAILED_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from "./signin-errors";

export type SignInResult = { ok: true; redirectTo: string; external: boolean } | { ok: false; message: string };

/**
 * Maps an error thrown by Auth.js's signIn() to the form's answer: the spec's messages,
 * never saying which part was wrong; a customer's portal credentials become a redirect to
 * their portal. Null for anything that is not an Auth.js error (rethrow it).
 */
export function refusalFor(error: unknown): SignInResult | null {
  const e = error as { type?: string; code?: string; portalLoginUrl?: unknown } | null;
  if (e?.type === "CredentialsSignin") {
    if (typeof e.portalLoginUrl === "string") return { ok: true, redirectTo: e.portalLoginUrl, external: true };
    return { ok: false, message: e.code === "blocked" ? BLOCKED_MESSAGE : INVALID_CREDENTIALS_MESSAGE };
  }
  if (e?.type) {
    console.error("sign-in failed", error);
    return { ok: false, message: AUTH_FAILED_MESSAGE };
  }
  return null;
}
