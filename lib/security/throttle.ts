import "server-only";
import { and, count, eq, gt } from "drizzle-orm";
import { db } from "@/db/client";
import { authAttempts } from "@/db/schema";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_MAX_FAILURES = 10;
/** Spec §8: the message shown while an account or address is throttled. */
export const BLOCKED_MESSAGE = "Account temporarily blocked. Please try again later.";

export type ThrottleScope =
  | "staff_login"
  | "staff_signup"
  | "superadmin_login"
  | "portal_login"
  | "portal_signup"
  | "portal_verify_invitation"
  | "portal_complete_registration"
  | "employee_invitation"
  // Public forms of the marketing site: a per-IP cap on submissions, not failures.
  | "waitlist"
  | "contact";

export type ThrottleKey = { scope: ThrottleScope; accountKey?: string | null; ip?: string | null; now?: Date };

/**
 * True when the account or the IP has had THROTTLE_MAX_FAILURES failed attempts in this
 * scope within the sliding window. Account keys should be normalised (e.g. lower-cased
 * email, prefixed with the business id for portal accounts).
 */
export async function isThrottled({ scope, accountKey, ip, now = new Date() }: ThrottleKey): Promise<boolean> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const failuresFor = async (column: typeof authAttempts.accountKey | typeof authAttempts.ip, value: string) => {
    const [row] = await db
      .select({ n: count() })
      .from(authAttempts)
      .where(
        and(eq(authAttempts.scope, scope), eq(column, value), eq(authAttempts.succeeded, false), gt(authAttempts.createdAt, since)),
      );
    return row?.n ?? 0;
  };
  if (accountKey && (await failuresFor(authAttempts.accountKey, accountKey)) >= THROTTLE_MAX_FAILURES) return true;
  if (ip && (await failuresFor(authAttempts.ip, ip)) >= THROTTLE_MAX_FAILURES) return true;
  return false;
}

export async function recordAttempt({ scope, accountKey, ip, now = new Date() }: ThrottleKey, succeeded: boolean) {
  await db.insert(authAttempts).values({ scope, accountKey: accountKey ?? null, ip: ip ?? null, succeeded, createdAt: now });
}

/** The client address as the app sees it (first X-Forwarded-For hop, set by our proxy/load balancer). */
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip") || null;
}
