"use server";

import { signIn } from "@/auth";
import { staffAction, ANY_STAFF } from "@/lib/core/staff-action";
import { changeStaffPassword } from "@/lib/identity/staff/password/change-staff-password";
import { changePasswordSchema, PASSWORD_CHANGE_MESSAGES } from "@/lib/identity/staff/password/password-schemas";

/**
 * /admin/account → Change password (any signed-in staff member, their own password). Every
 * session of theirs ends with the change; this browser is signed in again with the new
 * password, so only the others are signed out.
 */
export const changePasswordAction = staffAction(ANY_STAFF, changePasswordSchema, async (input, staff) => {
  const { email } = await changeStaffPassword({
    userId: staff.userId,
    businessId: staff.businessId,
    currentPassword: input.currentPassword,
    password: input.password,
    ip: staff.request.ip,
  });
  await signIn("credentials", { email, password: input.password, redirect: false });
  return { message: PASSWORD_CHANGE_MESSAGES.changed };
}, { fallback: "Failed to change the password" });
