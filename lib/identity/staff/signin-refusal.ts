import "server-only";
import { DomainError } from "@/lib/foundation/domain-error";
import { BLOCKED_MESSAGE } from "@/lib/security/throttle";
import { AUTH_FAILED_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from "./signin-errors";

/** Where the browser goes after a sign-in form succeeds; `external` for another host (a portal). */
export type SignInDestination = { redirectTo: string; external: boolean };

/**
 * Maps an error thrown by Auth.js's signIn(): a customer's portal credentials become a
 * redirect to their portal; a refusal becomes a typed DomainError with the spec's message,
 * never saying which part was wrong. Anything that is not an Auth.js error is rethrown.
 */
export function destinationOrRefusal(error: unknown): SignInDestination {
  const e = error as { type?: string; code?: string; portalLoginUrl?: unknown } | null;
  if (e?.type === "CredentialsSignin") {
    if (typeof e.portalLoginUrl === "string") return { redirectTo: e.portalLoginUrl, external: true };
    if (e.code === "blocked") throw new DomainError("throttled", BLOCKED_MESSAGE);
    throw new DomainError("unauthenticated", INVALID_CREDENTIALS_MESSAGE);
  }
  if (e?.type) {
    console.error("sign-in failed", error);
    throw new DomainError("unauthenticated", AUTH_FAILED_MESSAGE);
  }
  throw error;
}
