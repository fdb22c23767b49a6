import "server-only";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { createElement } from "react";
import { db } from "@/db/client";
import { authAttempts, staffPasswordResets, users } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { sendEmail } from "@/lib/email/send-email";
import { recordAttempt } from "@/lib/security/throttle";
import { generateToken, hashToken } from "@/lib/security/tokens";
import { staffUrl } from "@/lib/tenancy/staff-url";
import { normalizeEmail } from "@/lib/validation";
import { StaffPasswordResetEmail, staffPasswordResetSubject } from "@/emails/staff-password-reset";

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
const WINDOW_MS = 60 * 60 * 1000;
/** Links emailed to one account per hour: enough for a lost email, too few to flood an inbox. */
export const RESET_EMAILS_PER_ACCOUNT = 3;
/** Requests from one address per hour, whatever the accounts: refused beyond (429). */
export const RESET_REQUESTS_PER_ADDRESS = 10;
export const RESET_THROTTLED_MESSAGE = "Too many password reset requests. Please try again later.";

const SCOPE = "staff_password_reset_request" as const;

async function requestsSince(since: Date, condition: ReturnType<typeof eq>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(authAttempts).where(and(eq(authAttempts.scope, SCOPE), gt(authAttempts.createdAt, since), condition));
  return row?.n ?? 0;
}

/**
 * "Forgot password?" on the staff sign-in: emails a single-use link valid for an hour. The
 * answer is the same whether or not the email has an account (no account discovery); an
 * account past its hourly count gets no more emails, an address past its count is refused.
 */
export async function requestStaffPasswordReset({ email, ip, now = new Date() }: { email: string; ip: string | null; now?: Date }): Promise<void> {
  const accountKey = normalizeEmail(email);
  const since = new Date(now.getTime() - WINDOW_MS);
  if (ip && (await requestsSince(since, eq(authAttempts.ip, ip))) >= RESET_REQUESTS_PER_ADDRESS) throw new DomainError("throttled", RESET_THROTTLED_MESSAGE);
  const accountRequests = await requestsSince(since, eq(authAttempts.accountKey, accountKey));
  await recordAttempt({ scope: SCOPE, accountKey, ip, now }, true);
  if (accountRequests >= RESET_EMAILS_PER_ACCOUNT) return;

  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, accountKey), eq(users.disabled, false)))
    .limit(1);
  if (!user) return;
  const token = generateToken();
  await db.insert(staffPasswordResets).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS), createdAt: now });
  await sendEmail({
    to: user.email,
    subject: staffPasswordResetSubject(),
    template: "staff-password-reset",
    react: createElement(StaffPasswordResetEmail, {
      firstName: user.firstName,
      resetUrl: staffUrl(`/auth/reset-password?token=${encodeURIComponent(token)}`),
      expiresInMinutes: RESET_LINK_LIFETIME_MS / 60_000,
    }),
  });
}
