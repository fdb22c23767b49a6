import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businessMembers, users } from "@/db/schema";
import type { RoleTemplate } from "@/db/schema/enums";
import { effectivePermissions, type Permission } from "@/lib/identity/permissions";

export type MemberRow = {
  memberId: string;
  userId: string;
  name: string;
  email: string;
  role: "owner" | "employee";
  roleTemplate: RoleTemplate | null;
  customPermissions: string[] | null;
  permissions: Permission[];
  active: boolean;
};

/** The staff of one business: the owner first, then employees by name. */
export async function listMembers(scope: { businessId: string }): Promise<MemberRow[]> {
  const rows = await db
    .select({
      memberId: businessMembers.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: businessMembers.role,
      roleTemplate: businessMembers.roleTemplate,
      permissions: businessMembers.permissions,
      active: businessMembers.active,
    })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.businessId, scope.businessId)))
    .orderBy(desc(eq(businessMembers.role, "owner")), asc(users.firstName), asc(users.lastName));
  return rows.map((row) => {
    const role = row.role === "owner" ? "owner" : "employee";
    const roleTemplate = (row.roleTemplate as RoleTemplate | null) ?? null;
    return {
      memberId: row.memberId,
      userId: row.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      role,
      roleTemplate,
      customPermissions: row.permissions,
      permissions: effectivePermissions({ role, roleTemplate, permissions: row.permissions }),
      active: row.active,
    };
  });
}
