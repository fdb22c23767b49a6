"use server";

import { revalidatePath } from "next/cache";
import { withStaff } from "@/lib/auth/with-staff";
import { revokeInvitation } from "../revoke-invitation";
import { invitationIdSchema } from "../schemas";

/** Employees screen: withdraw a pending invitation (needs manage_employees). */
export const revokeInvitationAction = withStaff("manage_employees", invitationIdSchema, async (input, staff) => {
  await revokeInvitation(staff, input);
  revalidatePath("/admin/employees");
  return null;
});
