import "server-only";
import { createElement } from "react";
import { NotificationEmail } from "@/emails/notification";
import { staffUrl } from "@/lib/tenancy/staff-url";
import { sendEmail } from "@/lib/email/send-email";

/**
 * Someone tried to sign up with an email that already has an account. The form answers
 * with the same generic failure as any other; the owner of the address hears about it.
 */
export async function notifyExistingAccount(to: string): Promise<void> {
  await sendEmail({
    to,
    subject: "Someone tried to create a ServiceLoop account with your email",
    template: "notification",
    react: createElement(NotificationEmail, {
      title: "You already have a ServiceLoop account",
      body: "Someone (probably you) tried to sign up with this email address. If it was you, sign in instead. If not, you can ignore this message; your account is unchanged.",
      link: { url: staffUrl("/auth"), label: "Sign in" },
    }),
  });
}
