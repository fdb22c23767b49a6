"use server";

import { revalidatePath } from "next/cache";
import { withStaff } from "@/lib/auth/with-staff";
import { memberAccessSchema } from "../schemas";
import { updateMemberAccess } from "../update-member-access";

/** Employees screen: default list, a role template or a custom list (needs manage_employees). */
export const updateMemberAccessAction = withStaff("manage_employees", memberAccessSchema, async (input, staff) => {
  await updateMemberAccess(staff, input);
  revalidatePath("/admin/employees");
  return null;
});
