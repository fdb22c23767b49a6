import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businessMembers, memberWorkingHours, users } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { memberInScope } from "./working-hours-member";
import { toWorkingDays, type WorkingDayInput } from "./working-hours-rules";

export type MemberWorkingHours = { memberId: string; name: string; days: WorkingDayInput[] };

/**
 * A member's week for the Working hours editor (7 rows, Monday first), or null when the member
 * is not the scope's: one statement, the member with their hours left-joined.
 */
export async function getMemberWorkingHours(scope: BusinessScope, memberId: string): Promise<MemberWorkingHours | null> {
  const rows = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      weekday: memberWorkingHours.weekday,
      startMinute: memberWorkingHours.startMinute,
      endMinute: memberWorkingHours.endMinute,
    })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .leftJoin(memberWorkingHours, and(eq(memberWorkingHours.businessId, businessMembers.businessId), eq(memberWorkingHours.memberId, businessMembers.id)))
    .where(memberInScope(scope, memberId))
    .orderBy(asc(memberWorkingHours.weekday));
  if (rows.length === 0) return null;
  const [first] = rows;
  const hours = rows.flatMap((row) => (row.weekday === null ? [] : [{ weekday: row.weekday, startMinute: row.startMinute as number, endMinute: row.endMinute as number }]));
  return { memberId, name: `${first.firstName} ${first.lastName}`.trim() || first.email, days: toWorkingDays(hours) };
}
