import "server-only";
import { and, count, eq, gt, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { authAttempts } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account from one address before that address is refused for the account. */
export const THROTTLE_MAX_FAILURES = 10;
/** Failures from one address, across accounts, before the address is refused (password spraying). */
export const THROTTLE_MAX_ADDRESS_FAILURES = 30;
/**
 * Failures of one account from all addresses before its attempts are slowed down. The account
 * is never refused for failures made elsewhere: anyone could otherwise lock its owner out.
 */
export const SLOWDOWN_AFTER_FAILURES = 5;
export const SLOWDOWN_BASE_MS = 100;
export const SLOWDOWN_MAX_MS = 3000;
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
  // Staff passwords (lib/identity/staff/password): wrong current passwords, reset requests, reset links.
  | "staff_password_change"
  | "staff_password_reset_request"
  | "staff_password_reset"
  // Public forms of the marketing site: a per-IP cap on submissions, not failures.
  | "waitlist"
  | "contact"
  // Online booking (lib/booking/bookings/booking-limits.ts): per address and per email, every booking counts.
  | "booking"
  // /book's visit reports (lib/booking/leads, POST /api/book/visit): a generous per-address cap.
  | "booking_visit";

export type ThrottleKey = { scope: ThrottleScope; accountKey?: string | null; ip?: string | null; now?: Date };

export type AttemptVerdict = { blocked: boolean; delayMs: number };

/** The growing delay for an account with this many recent failures from any address. */
export function slowdownDelayMs(accountFailures: number): number {
  if (accountFailures < SLOWDOWN_AFTER_FAILURES) return 0;
  return Math.min(SLOWDOWN_BASE_MS * 2 ** (accountFailures - SLOWDOWN_AFTER_FAILURES), SLOWDOWN_MAX_MS);
}

async function recentFailures(scope: ThrottleScope, since: Date, ...conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.scope, scope), eq(authAttempts.succeeded, false), gt(authAttempts.createdAt, since), ...conditions));
  return row?.n ?? 0;
}

/**
 * What to do with an attempt, from the failures of the sliding window. Account keys should be
 * normalised (lower-cased email, prefixed with the business id for portal accounts).
 * - refused: this address has failed THROTTLE_MAX_FAILURES times for this account, or
 *   THROTTLE_MAX_ADDRESS_FAILURES times for any accounts;
 * - slowed: the account has failed SLOWDOWN_AFTER_FAILURES times from any addresses.
 * Without a known address only the slow-down applies (refusing would refuse the owner too).
 */
export async function attemptVerdict({ scope, accountKey, ip, now = new Date() }: ThrottleKey): Promise<AttemptVerdict> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  if (ip) {
    if ((await recentFailures(scope, since, eq(authAttempts.ip, ip))) >= THROTTLE_MAX_ADDRESS_FAILURES) return { blocked: true, delayMs: 0 };
    if (accountKey && (await recentFailures(scope, since, eq(authAttempts.accountKey, accountKey), eq(authAttempts.ip, ip))) >= THROTTLE_MAX_FAILURES) {
      return { blocked: true, delayMs: 0 };
    }
  }
  const delayMs = accountKey ? slowdownDelayMs(await recentFailures(scope, since, eq(authAttempts.accountKey, accountKey))) : 0;
  return { blocked: false, delayMs };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * True when the attempt may go on, after waiting out the account's slow-down; false when its
 * address is refused (see attemptVerdict).
 */
export async function admitAttempt(key: ThrottleKey): Promise<boolean> {
  const verdict = await attemptVerdict(key);
  if (verdict.blocked) return false;
  if (verdict.delayMs > 0) await sleep(verdict.delayMs);
  return true;
}

export async function recordAttempt({ scope, accountKey, ip, now = new Date() }: ThrottleKey, succeeded: boolean) {
  await db.insert(authAttempts).values({ scope, accountKey: accountKey ?? null, ip: ip ?? null, succeeded, createdAt: now });
}

/** Refuses the attempt (429, spec §8 wording) while its address is throttled; slows the account down. */
export async function guardAttempt(key: ThrottleKey): Promise<void> {
  if (!(await admitAttempt(key))) throw new DomainError("throttled", BLOCKED_MESSAGE);
}
