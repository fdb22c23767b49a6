import "server-only";
import NotificationEmail from "@/emails/notification";
import { sendEmail } from "@/lib/email/send-email";
import { notifyCustomer } from "@/lib/notifications/notify-customer";
import { portalUrl } from "@/lib/tenancy/portal-url";

/** Who hears of an answer, and the business's brand for the email (snake_case: read with raw SQL). */
export type AnswerRecipient = {
  customer_id: string;
  email: string | null;
  service_name: string | null;
  company_name: string;
  portal_subdomain: string;
  theme_primary_color: string;
  theme_secondary_color: string;
};

/** Where the customer reads their requests and their outcome. */
export const REQUESTS_PORTAL_PATH = "/request-service";

/**
 * The customer hears the answer in the portal bell and by branded email. Called after the
 * answer's commit: a failed notice never undoes it; the email's fate is returned so the
 * screen can say whether the customer was emailed.
 */
export async function tellCustomerAboutAnswer(
  businessId: string,
  recipient: AnswerRecipient,
  status: "accepted" | "declined",
  body: string,
): Promise<{ emailSent: boolean }> {
  const what = recipient.service_name ? `Your request for ${recipient.service_name}` : "Your service request";
  const title = `${what} was ${status}`;
  try {
    await notifyCustomer({ businessId, customerId: recipient.customer_id }, { kind: "job_status", title, body, link: REQUESTS_PORTAL_PATH });
  } catch (error) {
    console.error("service request notification failed", error);
  }
  if (!recipient.email) return { emailSent: false };
  const result = await sendEmail({
    to: recipient.email,
    subject: title,
    template: "notification",
    businessId,
    react: NotificationEmail({
      title,
      body,
      link: { url: portalUrl(recipient.portal_subdomain, REQUESTS_PORTAL_PATH), label: "Open your portal" },
      brand: { name: recipient.company_name, primaryColor: recipient.theme_primary_color, secondaryColor: recipient.theme_secondary_color },
    }),
  });
  if (!result.ok) console.error("service request email failed", result.error);
  return { emailSent: result.ok };
}
