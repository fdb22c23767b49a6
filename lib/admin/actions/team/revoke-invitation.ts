"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { revokeInvitation } from "@/lib/employees/revoke-invitation";
import { invitationIdSchema } from "@/lib/employees/schemas";

/** Employees screen: withdraw a pending invitation (needs manage_employees). */
export const revokeInvitationAction = staffAction("manage_employees", invitationIdSchema, async (input, staff) => {
  await revokeInvitation(staff, input);
  revalidatePath("/admin/employees");
  return null;
});
