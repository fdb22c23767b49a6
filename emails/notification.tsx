import { type EmailBrand, EmailLayout } from "./components/email-layout";
import { EmailAction, EmailHeading, EmailText } from "./components/email-parts";

export type NotificationEmailProps = {
  title: string;
  body: string;
  link?: { url: string; label: string } | null;
  /** The business's branding for customer-facing notices; the platform's otherwise. */
  brand?: EmailBrand;
};

/** The generic notice (quote decisions, new messages, invoices, job updates…). */
export function NotificationEmail({ title, body, link, brand }: NotificationEmailProps) {
  return (
    <EmailLayout preview={title} brand={brand}>
      <EmailHeading>{title}</EmailHeading>
      <EmailText>
        <span style={{ whiteSpace: "pre-wrap" }}>{body}</span>
      </EmailText>
      {link ? <EmailAction href={link.url} label={link.label} color={brand?.primaryColor} /> : null}
    </EmailLayout>
  );
}
export default NotificationEmail;
