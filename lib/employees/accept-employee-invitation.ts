import "server-only";
import { eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { businessMembers, invitations, users } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { hashPassword } from "@/lib/security/passwords";
import { normalizeEmail } from "@/lib/validation";
import { findEmployeeInvitation } from "./find-employee-invitation";

export const INVALID_INVITATION_MESSAGE = "This invitation link is invalid or has expired.";

/**
 * Accepts an employee invitation: creates the user (type employee) and their membership
 * with the invited role, and marks the invitation used — all in one transaction, with the
 * invitation row locked so a token works exactly once.
 */
export async function acceptEmployeeInvitation(
  input: { token: string; firstName: string; lastName: string; password: string },
  now = new Date(),
): Promise<{ email: string; businessId: string }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const invitation = await findEmployeeInvitation(input.token, { conn: tx, now, forUpdate: true });
    if (!invitation) throw new DomainError("not_found", INVALID_INVITATION_MESSAGE);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, normalizeEmail(invitation.email)))
      .limit(1);
    if (existing) {
      throw new DomainError("conflict", "An account with this email already exists. Please sign in, or ask the owner to invite another email.");
    }
    const [user] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        passwordHash,
        userType: "employee",
        firstName: input.firstName,
        lastName: input.lastName,
        businessEmail: invitation.email,
        emailVerifiedAt: now,
      })
      .returning({ id: users.id });
    await tx.insert(businessMembers).values({
      businessId: invitation.businessId,
      userId: user.id,
      role: "employee",
      roleTemplate: invitation.roleTemplate,
      permissions: invitation.permissions,
    });
    await tx.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, invitation.id));
    return { email: invitation.email, businessId: invitation.businessId };
  });
}
