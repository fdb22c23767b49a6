import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";

/**
 * Who may work a visit (move it along, photograph it, say "on my way"): anyone who manages the
 * schedule, or the employee it is assigned to (a field employee with only view_jobs works their
 * own visits, never another's — those answer "not found").
 */
export type VisitActor = BusinessScope & { memberId: string | null; managesSchedule: boolean; userId?: string | null };

export function assertMayWorkVisit(actor: VisitActor, visit: { assigneeMemberId: string | null }): void {
  if (!actor.managesSchedule && (actor.memberId === null || visit.assigneeMemberId !== actor.memberId)) {
    throw new DomainError("not_found", "Visit not found");
  }
}

/** A staff member as a visit actor: schedulers work any visit, everyone else their own. */
export function visitActorOf(staff: BusinessScope & { memberId: string | null; permissions: readonly string[]; userId?: string | null }): VisitActor {
  return { businessId: staff.businessId, memberId: staff.memberId, managesSchedule: staff.permissions.includes("manage_schedule"), userId: staff.userId ?? null };
}
