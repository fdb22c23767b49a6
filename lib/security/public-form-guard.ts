import "server-only";
import { and, count, eq, gt } from "drizzle-orm";
import { db } from "@/db/client";
import { authAttempts } from "@/db/schema";
import { recordAttempt, type ThrottleScope } from "@/lib/security/throttle";

export type PublicFormScope = Extract<ThrottleScope, "waitlist" | "contact" | "booking" | "booking_visit">;

const WINDOW_MS = 60 * 60 * 1000;
/** Submissions per IP and hour: plenty for an office behind one NAT, useless for a spam run. */
export const PUBLIC_FORM_LIMIT = 20;
export const PUBLIC_FORM_LIMIT_MESSAGE = "Too many submissions from your network. Please try again in an hour.";

/**
 * The per-IP cap on anonymous form submissions. Unlike login throttling it counts every
 * submission (auth_attempts rows of the scope), because a successful spam entry is the harm.
 * Without a client address there is nothing to key on, so the cap does not apply.
 */
export async function isOverPublicFormLimit({
  scope,
  ip,
  now = new Date(),
  limit = PUBLIC_FORM_LIMIT,
}: {
  scope: PublicFormScope;
  ip: string | null;
  now?: Date;
  /** Submissions per IP and hour for this scope (PUBLIC_FORM_LIMIT unless the scope counts something lighter than a form). */
  limit?: number;
}): Promise<boolean> {
  if (!ip) return false;
  const since = new Date(now.getTime() - WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.scope, scope), eq(authAttempts.ip, ip), gt(authAttempts.createdAt, since)));
  return (row?.n ?? 0) >= limit;
}

export async function recordPublicFormSubmission({ scope, ip }: { scope: PublicFormScope; ip: string | null }) {
  if (ip) await recordAttempt({ scope, ip }, true);
}
