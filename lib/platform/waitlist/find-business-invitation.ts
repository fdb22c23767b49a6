import "server-only";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db/client";
import { invitations, waitlistEntries } from "@/db/schema";
import { invitationStatus } from "@/lib/employees/list-employee-invitations";
import { invitationTokenSchema } from "@/lib/employees/schemas";
import { hashToken } from "@/lib/security/tokens";

export type PendingBusinessInvitation = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** From the waitlist entry the invitation was sent for. */
  companyName: string;
};

/** The pending (not used, revoked or expired) waitlist invitation behind a token, or null. */
export async function findBusinessInvitation(
  token: unknown,
  { conn = db, now = new Date() }: { conn?: DbOrTx; now?: Date } = {},
): Promise<PendingBusinessInvitation | null> {
  const parsed = invitationTokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const [row] = await conn
    .select({
      id: invitations.id,
      email: invitations.email,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      acceptedAt: invitations.acceptedAt,
      revokedAt: invitations.revokedAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, hashToken(parsed.data)), eq(invitations.kind, "business")))
    .limit(1);
  if (!row || invitationStatus(row, now) !== "pending") return null;
  const [entry] = await conn
    .select({ businessName: waitlistEntries.businessName })
    .from(waitlistEntries)
    .where(eq(sql`lower(${waitlistEntries.email})`, row.email.toLowerCase()))
    .orderBy(desc(waitlistEntries.createdAt))
    .limit(1);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    companyName: entry?.businessName ?? "",
  };
}

/** Marks the invitation used, once: false when another sign-up already used it. */
export async function claimBusinessInvitation(invitationId: string, now = new Date(), conn: DbOrTx = db): Promise<boolean> {
  const claimed = await conn
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.id, invitationId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now)))
    .returning({ id: invitations.id });
  return claimed.length === 1;
}
