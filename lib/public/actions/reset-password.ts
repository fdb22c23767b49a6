"use server";

import { publicAction } from "@/lib/core/public-action";
import { PASSWORD_CHANGE_MESSAGES, resetPasswordSchema } from "@/lib/identity/staff/password/password-schemas";
import { resetStaffPassword } from "@/lib/identity/staff/password/reset-staff-password";

/** /auth/reset-password?token=…: the emailed link's form. The link is the credential (single use, one hour). */
export const resetPasswordAction = publicAction(
  resetPasswordSchema,
  async ({ token, password }, ctx) => {
    await resetStaffPassword({ token, password, ip: ctx.ip });
    return { message: PASSWORD_CHANGE_MESSAGES.reset };
  },
  { fallback: "Failed to reset the password" },
);
