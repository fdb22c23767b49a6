import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businessMembers, businesses, users } from "@/db/schema";
import type { RoleTemplate } from "@/db/schema/enums";
import { detectUserType, isStaffType, type Detection } from "./detect-user-type";
import { effectivePermissions, type Permission } from "@/lib/identity/permissions";
import { databaseUserTypeLookups } from "./user-type-lookups";
import type { BusinessScope } from "@/lib/foundation/scope";
import { staffLocationColumns, staffLocationScope } from "./staff-location-scope";

/** A signed-in owner or employee as the database says right now: the actor of every staff action. */
export type StaffContext = BusinessScope & {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: "business_owner" | "employee";
  businessId: string;
  businessName: string;
  portalSubdomain: string;
  memberId: string | null;
  role: "owner" | "employee";
  roleTemplate: RoleTemplate | null;
  permissions: Permission[];
  /**
   * The locations this member is limited to (issue 38 item 3); null: every location (the owner
   * always, and a member with no limit).
   */
  allowedLocationIds: string[] | null;
  /** The admin shell's location switcher (one location, or null for All), within what is allowed. */
  selectedLocationId: string | null;
  /**
   * What the staff member sees now (BusinessScope's locationIds: a staff context is itself the
   * scope handed to operations): the switcher's location, else what they are allowed.
   */
  locationIds: string[] | null;
  /** Set while a superadmin has suspended the business: pages show a notice, every action is refused. */
  businessSuspendedAt: Date | null;
  /**
   * Set when this is a superadmin looking through support view (docs/decisions/support-view-as.md):
   * every staff action and every state-changing staff route is refused in lib/core.
   */
  supportView?: SupportViewGrant | null;
};

export type SupportViewGrant = { sessionId: string; expiresAt: Date };

/**
 * Loads the staff context of a user from the database (never from the session token alone):
 * spec §4 detection, then their membership of the detected business. Null for anyone who
 * is not, or no longer, an active owner or employee of a business.
 */
export async function staffContextFor(userId: string, known?: Detection): Promise<StaffContext | null> {
  const detection = known ?? (await detectUserType(userId, databaseUserTypeLookups()));
  if (!isStaffType(detection.userType) || !detection.businessId) return null;
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      disabled: users.disabled,
      businessName: businesses.companyName,
      portalSubdomain: businesses.portalSubdomain,
      suspendedAt: businesses.suspendedAt,
      ownerUserId: businesses.ownerUserId,
      memberId: businessMembers.id,
      memberRole: businessMembers.role,
      memberActive: businessMembers.active,
      roleTemplate: businessMembers.roleTemplate,
      permissions: businessMembers.permissions,
      ...staffLocationColumns,
    })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, detection.businessId))
    .leftJoin(businessMembers, and(eq(businessMembers.businessId, businesses.id), eq(businessMembers.userId, users.id)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.disabled) return null;
  const isOwner = row.ownerUserId === userId || (row.memberRole === "owner" && row.memberActive === true);
  // An employee needs an active membership; the owner of record always has access.
  if (!isOwner && (!row.memberId || !row.memberActive)) return null;
  const role = isOwner ? "owner" : "employee";
  const roleTemplate = (row.roleTemplate as RoleTemplate | null) ?? null;
  return {
    userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: isOwner ? "business_owner" : "employee",
    businessId: detection.businessId,
    businessName: row.businessName,
    portalSubdomain: row.portalSubdomain,
    memberId: row.memberId,
    role,
    roleTemplate,
    permissions: effectivePermissions({ role, roleTemplate, permissions: row.permissions }),
    businessSuspendedAt: row.suspendedAt,
    ...staffLocationScope({ isOwner, limitIds: row.limitIds, liveChoiceId: row.liveChoiceId }),
  };
}
