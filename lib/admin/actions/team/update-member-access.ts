"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { memberAccessSchema } from "@/lib/employees/schemas";
import { updateMemberAccess } from "@/lib/employees/update-member-access";

/** Employees screen: default list, a role template or a custom list (needs manage_employees). */
export const updateMemberAccessAction = staffAction("manage_employees", memberAccessSchema, async (input, staff) => {
  await updateMemberAccess(staff, input);
  revalidatePath("/admin/employees");
  return null;
});
