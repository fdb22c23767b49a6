"use server";

import { publicAction } from "@/lib/core/public-action";
import { PASSWORD_CHANGE_MESSAGES, requestPasswordResetSchema } from "@/lib/identity/staff/password/password-schemas";
import { requestStaffPasswordReset } from "@/lib/identity/staff/password/request-staff-password-reset";

/**
 * /auth/reset-password without a token: "Forgot password?" for staff. Anonymous by design;
 * the same answer whether or not the email has an account; throttled per address and account.
 */
export const requestPasswordResetAction = publicAction(
  requestPasswordResetSchema,
  async ({ email }, ctx) => {
    await requestStaffPasswordReset({ email, ip: ctx.ip });
    return { message: PASSWORD_CHANGE_MESSAGES.resetSent };
  },
  { fallback: "We couldn't send the email just now. Please try again in a moment." },
);
