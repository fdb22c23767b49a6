import "server-only";
import { and, count, eq, gt } from "drizzle-orm";
import { db } from "@/db/client";
import { authAttempts } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isOverPublicFormLimit, PUBLIC_FORM_LIMIT_MESSAGE, recordPublicFormSubmission } from "@/lib/security/public-form-guard";
import { recordAttempt } from "@/lib/security/throttle";

/** Bookings per email and hour at one business: a family books twice, a script fifty times. */
export const BOOKINGS_PER_EMAIL_PER_HOUR = 3;
export const BOOKINGS_PER_EMAIL_MESSAGE = "Too many bookings with this email. Please try again in an hour.";

const emailKey = (businessId: string, email: string) => `${businessId}:${email.toLowerCase()}`;

/**
 * Issue 39 item 5, through the existing throttle's table (no third-party CAPTCHA): the public
 * forms' cap per address (20 an hour), and BOOKINGS_PER_EMAIL_PER_HOUR per email at a business.
 */
export async function guardBookingLimits(attempt: { businessId: string; email: string; ip: string | null }, now = new Date()): Promise<void> {
  if (await isOverPublicFormLimit({ scope: "booking", ip: attempt.ip, now })) throw new DomainError("throttled", PUBLIC_FORM_LIMIT_MESSAGE);
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.scope, "booking"), eq(authAttempts.accountKey, emailKey(attempt.businessId, attempt.email)), gt(authAttempts.createdAt, new Date(now.getTime() - 60 * 60 * 1000))));
  if ((row?.n ?? 0) >= BOOKINGS_PER_EMAIL_PER_HOUR) throw new DomainError("throttled", BOOKINGS_PER_EMAIL_MESSAGE);
}

/** Counts a booking toward both limits (once, with the address and the email on one row when there is an address). */
export async function recordBookingAttempt(attempt: { businessId: string; email: string; ip: string | null }): Promise<void> {
  if (attempt.ip) await recordPublicFormSubmission({ scope: "booking", ip: attempt.ip });
  await recordAttempt({ scope: "booking", accountKey: emailKey(attempt.businessId, attempt.email), ip: null }, true);
}
