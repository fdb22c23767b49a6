import "server-only";
import { createElement } from "react";
import { sendEmail } from "@/lib/email/send-email";
import { logError } from "@/lib/error-log";
import { WelcomeEmail, welcomeSubject } from "@/emails/welcome";
import { staffUrl } from "@/lib/tenancy/staff-url";

/** Spec §8: a welcome-email failure is only logged; sign-up carries on. */
export async function sendWelcomeEmail(input: { to: string; firstName: string; companyName: string; businessId: string }) {
  try {
    const result = await sendEmail({
      to: input.to,
      subject: welcomeSubject({ firstName: input.firstName || "there" }),
      template: "welcome",
      react: createElement(WelcomeEmail, {
        firstName: input.firstName || "there",
        companyName: input.companyName,
        dashboardUrl: staffUrl("/admin/dashboard"),
      }),
      businessId: input.businessId,
    });
    if (!result.ok) logError("welcome email", result.error);
  } catch (error) {
    logError("welcome email", error);
  }
}
