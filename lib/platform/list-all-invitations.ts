import "server-only";
import { desc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, invitations } from "@/db/schema";
import { invitationStatus } from "@/lib/employees/list-employee-invitations";

/** Staff invitations across the platform, newest first (superadmin only; callers check). */
export async function listAllInvitations() {
  const rows = await db
    .select({
      id: invitations.id,
      kind: invitations.kind,
      email: invitations.email,
      businessName: businesses.companyName,
      roleTemplate: invitations.roleTemplate,
      acceptedAt: invitations.acceptedAt,
      revokedAt: invitations.revokedAt,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .leftJoin(businesses, eq(businesses.id, invitations.businessId))
    .orderBy(desc(invitations.createdAt))
    .limit(500);
  const now = new Date();
  return rows.map((row) => ({ ...row, status: invitationStatus(row, now) }));
}
