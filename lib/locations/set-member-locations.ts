import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businessMembers, memberLocations } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { LocationActor } from "./location-views";
import { auditLocationChange, checkLocationLimit } from "./location-writes";

/**
 * Limits an employee to some locations (issue 38 item 3), replacing their rows; none: every
 * location. Each id must be a live location of the business, else 422 "Unknown location". The
 * owner is never limited (their row is not an employee's: not found). Audited with from and to.
 */
export async function setMemberLocations(scope: BusinessScope, actor: LocationActor, input: { memberId: string; locationIds: readonly string[] }): Promise<{ locationIds: string[] }> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: businessMembers.id })
      .from(businessMembers)
      .where(and(eq(businessMembers.businessId, scope.businessId), eq(businessMembers.id, input.memberId), eq(businessMembers.role, "employee")))
      .for("update");
    if (!member) throw new DomainError("not_found", "The requested resource was not found.");
    const to = await checkLocationLimit(tx, scope, input.locationIds);
    const ofMember = and(eq(memberLocations.businessId, scope.businessId), eq(memberLocations.memberId, member.id));
    const before = await tx.delete(memberLocations).where(ofMember).returning({ locationId: memberLocations.locationId });
    if (to.length > 0) await tx.insert(memberLocations).values(to.map((locationId) => ({ businessId: scope.businessId, memberId: member.id, locationId })));
    await auditLocationChange(tx, {
      businessId: scope.businessId, actor, action: "member.locations_changed", target: { type: "member", id: member.id },
      meta: { from: before.map((row) => row.locationId).sort(), to },
    });
    return { locationIds: to };
  });
}
