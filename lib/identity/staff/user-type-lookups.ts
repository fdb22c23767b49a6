import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db/client";
import { businessMembers, businesses, customers, superadminProfiles, users } from "@/db/schema";
import type { UserTypeLookups } from "./detect-user-type";

/** The spec §4 lookups on our tables (users, superadmin_profiles, business_members, customers, businesses). */
export function databaseUserTypeLookups(conn: DbOrTx = db): UserTypeLookups {
  return {
    async explicitType(userId) {
      const [row] = await conn.select({ userType: users.userType }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.userType ?? null;
    },
    async hasSuperadminProfile(userId) {
      const rows = await conn
        .select({ userId: superadminProfiles.userId })
        .from(superadminProfiles)
        .where(eq(superadminProfiles.userId, userId))
        .limit(1);
      return rows.length > 0;
    },
    async employeeMembership(userId) {
      const [row] = await conn
        .select({ businessId: businessMembers.businessId, memberId: businessMembers.id })
        .from(businessMembers)
        .where(and(eq(businessMembers.userId, userId), eq(businessMembers.role, "employee"), eq(businessMembers.active, true)))
        .orderBy(asc(businessMembers.createdAt))
        .limit(1);
      return row ?? null;
    },
    async customerRecord(userId) {
      const [row] = await conn
        .select({ businessId: customers.businessId, customerId: customers.id })
        .from(customers)
        .where(eq(customers.authUserId, userId))
        .orderBy(asc(customers.createdAt))
        .limit(1);
      return row ?? null;
    },
    async ownedBusiness(userId) {
      // The business whose owner this user is, with the owner's membership row when present.
      const [row] = await conn
        .select({ businessId: businesses.id, memberId: businessMembers.id })
        .from(businesses)
        .leftJoin(
          businessMembers,
          and(eq(businessMembers.businessId, businesses.id), eq(businessMembers.userId, userId), eq(businessMembers.role, "owner")),
        )
        .where(
          sql`${businesses.ownerUserId} = ${userId} OR EXISTS (SELECT 1 FROM ${businessMembers} m WHERE m.business_id = ${businesses.id} AND m.user_id = ${userId} AND m.role = 'owner' AND m.active)`,
        )
        .orderBy(desc(sql`${businesses.ownerUserId} = ${userId}`), asc(businesses.createdAt))
        .limit(1);
      return row ? { businessId: row.businessId, memberId: row.memberId ?? null } : null;
    },
  };
}
