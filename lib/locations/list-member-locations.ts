import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { memberLocations } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";

/** Each limited member's locations (Employees screen); an unlimited member is absent. */
export async function listMemberLocations(scope: BusinessScope): Promise<Record<string, string[]>> {
  const rows = await db
    .select({ memberId: memberLocations.memberId, locationId: memberLocations.locationId })
    .from(memberLocations)
    .where(eq(memberLocations.businessId, scope.businessId));
  const byMember: Record<string, string[]> = {};
  for (const row of rows) (byMember[row.memberId] ??= []).push(row.locationId);
  return byMember;
}
