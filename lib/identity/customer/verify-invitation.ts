import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import { guardAttempt, recordAttempt } from "@/lib/security/throttle";
import { hashToken } from "@/lib/security/tokens";
import { DomainError } from "@/lib/foundation/domain-error";
import { INVITATION_MESSAGES } from "./schemas";

/** Invitations are valid for 7 days from sending. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The live invitation behind a token, within one business: invited, unused, not expired. */
export function liveInvitationWhere({ businessId, token, now }: { businessId: string; token: string; now: Date }) {
  return and(
    eq(customers.businessId, businessId),
    eq(customers.invitationTokenHash, hashToken(token)),
    gt(customers.invitationExpiresAt, now),
    eq(customers.portalAccessStatus, "invited"),
  );
}

/**
 * Spec §7 call 13: who an invitation is for (first name and email, for the welcome on
 * /register). Throttled per IP: tokens are unguessable, but probing is still refused.
 */
export async function verifyInvitation({
  businessId,
  token,
  ip,
  now = new Date(),
}: {
  businessId: string;
  token: string;
  ip: string | null;
  now?: Date;
}): Promise<{ firstName: string; email: string | null }> {
  const attempt = { scope: "portal_verify_invitation" as const, accountKey: `${businessId}:${hashToken(token)}`, ip, now };
  await guardAttempt(attempt);

  const [invited] = await db
    .select({ firstName: customers.firstName, email: customers.email })
    .from(customers)
    .where(liveInvitationWhere({ businessId, token, now }))
    .limit(1);
  await recordAttempt(attempt, Boolean(invited));
  if (!invited) throw new DomainError("invalid", INVITATION_MESSAGES.invalid);
  return invited;
}
