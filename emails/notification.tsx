import { type EmailBrand, EmailLayout } from "./components/email-layout";
import { EmailAction, EmailAmounts, EmailHeading, EmailText } from "./components/email-parts";

export type NotificationEmailProps = {
  title: string;
  body: string;
  link?: { url: string; label: string } | null;
  /** A quote's or invoice's totals block (lib/money/documents/document-figures.ts totalsRows, formatted). */
  amounts?: ReadonlyArray<{ label: string; value: string; strong?: boolean }> | null;
  /** The business's branding for customer-facing notices; the platform's otherwise. */
  brand?: EmailBrand;
};

/** The generic notice (quote decisions, new messages, invoices, job updates…). */
export function NotificationEmail({ title, body, link, amounts, brand }: NotificationEmailProps) {
  return (
    <EmailLayout preview={title} brand={brand}>
      <EmailHeading>{title}</EmailHeading>
      <EmailText>
        <span style={{ whiteSpace: "pre-wrap" }}>{body}</span>
      </EmailText>
      {amounts && amounts.length > 0 ? <EmailAmounts rows={amounts} /> : null}
      {link ? <EmailAction href={link.url} label={link.label} color={brand?.primaryColor} /> : null}
    </EmailLayout>
  );
}
export default NotificationEmail;
