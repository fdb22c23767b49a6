import "server-only";
import { and, eq } from "drizzle-orm";
import { db, type DbOrTx } from "@/db/client";
import { businesses, invitations } from "@/db/schema";
import type { RoleTemplate } from "@/db/schema/enums";
import { hashToken } from "@/lib/security/tokens";
import { invitationStatus } from "./list-employee-invitations";
import { invitationTokenSchema } from "./schemas";

export type PendingInvitation = {
  id: string;
  businessId: string;
  businessName: string;
  email: string;
  roleTemplate: RoleTemplate | null;
  permissions: string[] | null;
};

/** The pending (not accepted, revoked or expired) employee invitation behind a token, or null. */
export async function findEmployeeInvitation(
  token: unknown,
  { conn = db, now = new Date(), forUpdate = false }: { conn?: DbOrTx; now?: Date; forUpdate?: boolean } = {},
): Promise<PendingInvitation | null> {
  const parsed = invitationTokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const query = conn
    .select({
      id: invitations.id,
      businessId: invitations.businessId,
      businessName: businesses.companyName,
      email: invitations.email,
      roleTemplate: invitations.roleTemplate,
      permissions: invitations.permissions,
      acceptedAt: invitations.acceptedAt,
      revokedAt: invitations.revokedAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(businesses, eq(businesses.id, invitations.businessId))
    .where(and(eq(invitations.tokenHash, hashToken(parsed.data)), eq(invitations.kind, "employee")))
    .limit(1);
  const [row] = forUpdate ? await query.for("update", { of: invitations }) : await query;
  if (!row || !row.businessId || invitationStatus(row, now) !== "pending") return null;
  return {
    id: row.id,
    businessId: row.businessId,
    businessName: row.businessName,
    email: row.email,
    roleTemplate: (row.roleTemplate as RoleTemplate | null) ?? null,
    permissions: row.permissions,
  };
}
