import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businessMembers, memberWorkingHours } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { memberInScope } from "./working-hours-member";
import type { SetWorkingHoursInput } from "./working-hours-schema";
import type { WorkingHoursRow } from "./working-hours-rules";

export type WorkingHoursActor = { userId: string; ip?: string | null };

const NOT_FOUND = "The requested resource was not found.";

/**
 * Replaces a member's whole week (issue 39 item 2): the rows of the days they work, none for a day
 * off. The member row is locked so two saves of one week apply one after the other; an audit row
 * `member.working_hours_changed` keeps the week before and after, only when something changed.
 */
export async function setMemberWorkingHours(scope: BusinessScope, actor: WorkingHoursActor, input: SetWorkingHoursInput): Promise<{ hours: WorkingHoursRow[] }> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: businessMembers.id }).from(businessMembers).where(memberInScope(scope, input.memberId)).for("update");
    if (!member) throw new DomainError("not_found", NOT_FOUND);
    const ofMember = and(eq(memberWorkingHours.businessId, scope.businessId), eq(memberWorkingHours.memberId, member.id));
    const before = await tx
      .delete(memberWorkingHours)
      .where(ofMember)
      .returning({ weekday: memberWorkingHours.weekday, startMinute: memberWorkingHours.startMinute, endMinute: memberWorkingHours.endMinute });
    if (input.hours.length > 0) await tx.insert(memberWorkingHours).values(input.hours.map((row) => ({ businessId: scope.businessId, memberId: member.id, ...row })));
    const from = [...before].sort((a, b) => a.weekday - b.weekday);
    if (JSON.stringify(from) !== JSON.stringify(input.hours)) {
      await writeAuditEntry(tx, {
        businessId: scope.businessId,
        actor: { type: "staff", id: actor.userId },
        action: "member.working_hours_changed",
        target: { type: "member", id: member.id },
        meta: { from, to: input.hours },
        ip: actor.ip ?? null,
      });
    }
    return { hours: input.hours };
  });
}
