"use server";

import { signIn } from "@/auth";
import { publicAction } from "@/lib/core/public-action";
import { acceptEmployeeInvitation } from "@/lib/employees/accept-employee-invitation";
import { acceptInvitationSchema } from "@/lib/employees/schemas";
import { destinationOrRefusal } from "@/lib/identity/staff/signin-refusal";

/**
 * /invite: the invited employee sets their name and password, then is signed in and sent
 * to /admin/dashboard. Public (the token is the credential), so failures are throttled per address.
 */
export const acceptInvitationAction = publicAction(
  acceptInvitationSchema,
  async (input) => {
    const { email } = await acceptEmployeeInvitation(input);
    try {
      await signIn("credentials", { email, password: input.password, redirect: false });
    } catch (error) {
      return destinationOrRefusal(error);
    }
    return { redirectTo: "/admin/dashboard", external: false };
  },
  { throttle: { scope: "employee_invitation" }, fallback: "Registration failed" },
);
