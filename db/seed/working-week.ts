import { and, eq, inArray } from "drizzle-orm";
import * as schema from "../schema";
import type { SeedContext } from "./context";

/**
 * The demo's crews work weekdays 8:00-17:00 and Saturday mornings 8:00-12:00 (ISO weekdays,
 * minutes after local midnight), so online booking has real windows to offer and Sunday none.
 */
export const DEMO_WORKING_WEEK = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 17 * 60 })),
  { weekday: 6, startMinute: 8 * 60, endMinute: 12 * 60 },
];

/** Gives that week to every active member of the business with one of the roles. */
export async function seedDemoWorkingWeek(ctx: SeedContext, businessId: string, roles: ReadonlyArray<"owner" | "employee">): Promise<void> {
  const members = await ctx.tx
    .select({ id: schema.businessMembers.id })
    .from(schema.businessMembers)
    .where(and(eq(schema.businessMembers.businessId, businessId), eq(schema.businessMembers.active, true), inArray(schema.businessMembers.role, [...roles])));
  const rows = members.flatMap((member) => DEMO_WORKING_WEEK.map((day) => ({ businessId, memberId: member.id, ...day })));
  if (rows.length > 0) await ctx.tx.insert(schema.memberWorkingHours).values(rows);
}
