import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { invitations } from "@/db/schema";
import type { RoleTemplate } from "@/db/schema/enums";

export type InvitationStatus = "pending" | "accepted" | "expired" | "revoked";
export type InvitationRow = {
  id: string;
  email: string;
  roleTemplate: RoleTemplate | null;
  status: InvitationStatus;
  expiresAt: Date;
  createdAt: Date;
};

export function invitationStatus(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now = new Date()): InvitationStatus {
  if (row.acceptedAt) return "accepted";
  if (row.revokedAt) return "revoked";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "pending";
}

/** A business's employee invitations, newest first. */
export async function listEmployeeInvitations(scope: { businessId: string }): Promise<InvitationRow[]> {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      roleTemplate: invitations.roleTemplate,
      acceptedAt: invitations.acceptedAt,
      revokedAt: invitations.revokedAt,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .where(and(eq(invitations.businessId, scope.businessId), eq(invitations.kind, "employee")))
    .orderBy(desc(invitations.createdAt))
    .limit(100);
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    roleTemplate: (row.roleTemplate as RoleTemplate | null) ?? null,
    status: invitationStatus(row, now),
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
  }));
}
