import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, supportViewSessions, users } from "@/db/schema";
import { hashToken } from "@/lib/security/tokens";

export type LiveSupportView = {
  sessionId: string;
  expiresAt: Date;
  businessId: string;
  businessName: string;
  portalSubdomain: string;
  businessSuspendedAt: Date | null;
  email: string;
  firstName: string;
  lastName: string;
};

/**
 * The superadmin's live support view for this token: theirs, not ended, not expired, their
 * account not disabled (one statement). The caller has already established that `userId` is
 * a superadmin; the token alone never grants anything.
 */
export async function findLiveSupportView(userId: string, token: string, now = new Date()): Promise<LiveSupportView | null> {
  const [row] = await db
    .select({
      sessionId: supportViewSessions.id,
      expiresAt: supportViewSessions.expiresAt,
      businessId: businesses.id,
      businessName: businesses.companyName,
      portalSubdomain: businesses.portalSubdomain,
      businessSuspendedAt: businesses.suspendedAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(supportViewSessions)
    .innerJoin(businesses, eq(businesses.id, supportViewSessions.businessId))
    .innerJoin(users, eq(users.id, supportViewSessions.superadminUserId))
    .where(
      and(
        eq(supportViewSessions.tokenHash, hashToken(token)),
        eq(supportViewSessions.superadminUserId, userId),
        isNull(supportViewSessions.endedAt),
        gt(supportViewSessions.expiresAt, sql`${now.toISOString()}::timestamptz`),
        eq(users.disabled, false),
      ),
    )
    .limit(1);
  return row ?? null;
}
