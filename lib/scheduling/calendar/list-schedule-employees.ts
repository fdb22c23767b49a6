import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { businessMembers, users } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";

/** The business's active team as schedule lanes and assignee options. */
export function listScheduleEmployees(scope: BusinessScope): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: businessMembers.id, name: sql<string>`coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.email})` })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.businessId, scope.businessId), eq(businessMembers.active, true)))
    .orderBy(asc(users.firstName), asc(businessMembers.id));
}
