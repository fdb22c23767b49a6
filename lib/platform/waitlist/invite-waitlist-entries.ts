import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { createElement } from "react";
import { db } from "@/db/client";
import { invitations, users, waitlistEntries } from "@/db/schema";
import { BusinessInvitationEmail, businessInvitationSubject } from "@/emails/business-invitation";
import { sendEmail } from "@/lib/email/send-email";
import { INVITATION_TTL_DAYS } from "@/lib/employees/schemas";
import { generateToken, hashToken } from "@/lib/security/tokens";
import { staffUrl } from "@/lib/tenancy/staff-url";
import { normalizeEmail } from "@/lib/validation";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";

export type InviteOutcome = { entryId: string; email: string; status: "invited" | "already_joined" | "email_failed" };

/** The sign-up link an invitation email carries: /auth's Sign Up tab, prefilled from the token. */
export const businessInvitationUrl = (token: string) => staffUrl(`/auth?tab=signup&invite=${encodeURIComponent(token)}`);

/**
 * Invites waitlist entries to create their business. Each gets a `business` invitation
 * (random token stored only hashed, single use, 7 days; a newer one revokes the older), an
 * email through the outbox with the sign-up link, `invited_at` on the entry and an audit row.
 * Someone who already has an account is skipped as already joined.
 */
export async function inviteWaitlistEntries(
  input: { entryIds: string[] },
  actor: { userId: string; ip: string | null },
  now = new Date(),
): Promise<InviteOutcome[]> {
  const entries = await db
    .select({ id: waitlistEntries.id, name: waitlistEntries.name, email: waitlistEntries.email, businessName: waitlistEntries.businessName })
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.id, input.entryIds));
  const emails = entries.map((e) => normalizeEmail(e.email));
  const existing = emails.length
    ? await db.select({ email: sql<string>`lower(${users.email})` }).from(users).where(inArray(sql`lower(${users.email})`, emails))
    : [];
  const registered = new Set(existing.map((u) => u.email));
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000);

  const outcomes: InviteOutcome[] = [];
  for (const entry of entries) {
    const key = normalizeEmail(entry.email);
    if (registered.has(key)) {
      outcomes.push({ entryId: entry.id, email: entry.email, status: "already_joined" });
      continue;
    }
    const token = generateToken();
    await db.transaction(async (tx) => {
      await tx
        .update(invitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(invitations.kind, "business"),
            eq(sql`lower(${invitations.email})`, key),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
          ),
        );
      const [firstName, ...rest] = entry.name.trim().split(/\s+/);
      await tx.insert(invitations).values({
        kind: "business",
        email: entry.email,
        firstName: firstName ?? null,
        lastName: rest.join(" ") || null,
        tokenHash: hashToken(token),
        invitedByUserId: actor.userId,
        expiresAt,
        createdAt: now,
      });
      await tx.update(waitlistEntries).set({ invitedAt: now }).where(eq(waitlistEntries.id, entry.id));
      await writeAuditEntry(tx, {
        actor: { type: "superadmin", id: actor.userId },
        action: "waitlist.invited",
        target: { type: "waitlist_entry", id: entry.id },
        meta: { email: entry.email, businessName: entry.businessName },
        ip: actor.ip,
      });
    });
    const sent = await sendEmail({
      to: entry.email,
      subject: businessInvitationSubject(),
      template: "business-invitation",
      react: createElement(BusinessInvitationEmail, {
        name: entry.name,
        businessName: entry.businessName,
        signUpUrl: businessInvitationUrl(token),
        expiresInDays: INVITATION_TTL_DAYS,
      }),
    });
    outcomes.push({ entryId: entry.id, email: entry.email, status: sent.ok ? "invited" : "email_failed" });
  }
  return outcomes;
}
