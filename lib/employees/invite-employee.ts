import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { createElement } from "react";
import { db } from "@/db/client";
import { businessMembers, invitations, users } from "@/db/schema";
import { EmployeeInvitationEmail, employeeInvitationSubject } from "@/emails/employee-invitation";
import { DomainError } from "@/lib/foundation/domain-error";
import { ROLE_TEMPLATE_LABELS } from "@/lib/identity/permissions";
import { staffUrl } from "@/lib/tenancy/staff-url";
import type { StaffContext } from "@/lib/identity/staff/staff-context";
import { sendEmail } from "@/lib/email/send-email";
import { generateToken, hashToken } from "@/lib/security/tokens";
import { normalizeEmail } from "@/lib/validation";
import { INVITATION_TTL_DAYS, type EmployeeRole } from "./schemas";

export function roleLabel(role: EmployeeRole | null): string {
  return !role || role === "default" ? "Employee" : ROLE_TEMPLATE_LABELS[role];
}

/**
 * Invites someone to the actor's business as an employee with a role (default list or a
 * role template). The token is random, stored only hashed, single use and valid 7 days;
 * an earlier pending invitation for the same email is revoked so only the newest works.
 */
export async function inviteEmployee(
  actor: StaffContext,
  input: { email: string; role: EmployeeRole },
  now = new Date(),
): Promise<{ invitationId: string; emailSent: boolean }> {
  const email = input.email;
  const key = normalizeEmail(email);
  const [member] = await db
    .select({ id: businessMembers.id })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.businessId, actor.businessId), eq(sql`lower(${users.email})`, key)))
    .limit(1);
  if (member) throw new DomainError("conflict", "This person is already a member of your team.");

  const token = generateToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
  const roleTemplate = input.role === "default" ? null : input.role;
  const invitationId = await db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(invitations.businessId, actor.businessId),
          eq(invitations.kind, "employee"),
          eq(sql`lower(${invitations.email})`, key),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(invitations)
      .values({
        businessId: actor.businessId,
        kind: "employee",
        email,
        roleTemplate,
        tokenHash: hashToken(token),
        invitedByUserId: actor.userId,
        expiresAt,
        createdAt: now,
      })
      .returning({ id: invitations.id });
    return row.id;
  });

  const inviterName = `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
  const sent = await sendEmail({
    to: email,
    subject: employeeInvitationSubject({ businessName: actor.businessName, inviterName }),
    template: "employee-invitation",
    react: createElement(EmployeeInvitationEmail, {
      businessName: actor.businessName,
      inviterName,
      role: roleLabel(input.role),
      acceptUrl: staffUrl(`/invite?token=${encodeURIComponent(token)}`),
      expiresInDays: INVITATION_TTL_DAYS,
    }),
    businessId: actor.businessId,
  });
  return { invitationId, emailSent: sent.ok };
}
