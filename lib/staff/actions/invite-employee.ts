"use server";

import { revalidatePath } from "next/cache";
import { withStaff } from "@/lib/auth/with-staff";
import { inviteEmployee } from "../invite-employee";
import { inviteEmployeeSchema } from "../schemas";

/** Employees screen: invite by email with a role (needs manage_employees). */
export const inviteEmployeeAction = withStaff("manage_employees", inviteEmployeeSchema, async (input, staff) => {
  const result = await inviteEmployee(staff, input);
  revalidatePath("/admin/employees");
  return result;
});
