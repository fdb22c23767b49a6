/** The names stored in email_outbox.template: one per file in emails/. */
export const EMAIL_TEMPLATES = [
  "welcome",
  "customer-portal-invitation",
  "customer-welcome",
  "employee-invitation",
  "business-invitation",
  "waitlist-confirmation",
  "contact-notification",
  "notification",
  "payment-receipt",
  "staff-password-reset",
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/** Where contact-form messages go: the platform operator. */
export function platformContactEmail(env: Record<string, string | undefined> = process.env): string {
  return env.PLATFORM_CONTACT_EMAIL || "hello@serviceloop.test";
}
