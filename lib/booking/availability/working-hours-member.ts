import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { businessMembers, memberLocations } from "@/db/schema";
import { seesEveryLocation, type BusinessScope } from "@/lib/foundation/scope";

/**
 * The member rows a scope may read or set hours for: its business's; for a location-limited
 * caller, only members limited to one of its locations (an unlimited member or the owner works
 * everywhere, beyond what that caller manages).
 */
export function memberInScope(scope: BusinessScope, memberId: string): SQL {
  const ofBusiness = and(eq(businessMembers.businessId, scope.businessId), eq(businessMembers.id, memberId)) as SQL;
  if (seesEveryLocation(scope)) return ofBusiness;
  const ids = scope.locationIds as readonly string[];
  const shared = ids.length === 0
    ? sql`false`
    : sql`exists (select 1 from ${memberLocations} where ${and(eq(memberLocations.businessId, businessMembers.businessId), eq(memberLocations.memberId, businessMembers.id), inArray(memberLocations.locationId, [...ids]))})`;
  return and(ofBusiness, shared) as SQL;
}
