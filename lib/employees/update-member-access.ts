import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businessMembers } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { Permission } from "@/lib/identity/permissions";
import type { StaffContext } from "@/lib/identity/staff/staff-context";
import type { EmployeeRole } from "./schemas";

/**
 * Gives an employee of the actor's business the default list, a role template or a custom
 * permission list. The owner's row is not editable: the owner always has everything.
 */
export async function updateMemberAccess(
  actor: StaffContext,
  input: { memberId: string; access: EmployeeRole | "custom"; permissions?: Permission[] },
): Promise<void> {
  const values =
    input.access === "custom"
      ? { roleTemplate: null, permissions: [...new Set(input.permissions ?? [])] }
      : { roleTemplate: input.access === "default" ? null : input.access, permissions: null };
  const updated = await db
    .update(businessMembers)
    .set(values)
    .where(
      and(
        eq(businessMembers.id, input.memberId),
        eq(businessMembers.businessId, actor.businessId),
        eq(businessMembers.role, "employee"),
      ),
    )
    .returning({ id: businessMembers.id });
  if (updated.length === 0) throw new DomainError("not_found", "The requested resource was not found.");
}
