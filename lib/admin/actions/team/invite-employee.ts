"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { inviteEmployee } from "@/lib/employees/invite-employee";
import { inviteEmployeeSchema } from "@/lib/employees/schemas";

/** Employees screen: invite by email with a role (needs manage_employees). */
export const inviteEmployeeAction = staffAction("manage_employees", inviteEmployeeSchema, async (input, staff) => {
  const result = await inviteEmployee(staff, input);
  revalidatePath("/admin/employees");
  return result;
});
