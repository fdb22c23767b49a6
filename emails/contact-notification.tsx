import { EmailLayout } from "./components/email-layout";
import { EmailHeading, EmailText } from "./components/email-parts";

export type ContactNotificationEmailProps = {
  name: string;
  email: string;
  company?: string | null;
  topic: string;
  message: string;
};

export const contactNotificationSubject = ({ name, topic }: Pick<ContactNotificationEmailProps, "name" | "topic">) =>
  `New ${topic} message from ${name}`;

/** Tells the platform operator (PLATFORM_CONTACT_EMAIL) about a contact-form message. */
export function ContactNotificationEmail({ name, email, company, topic, message }: ContactNotificationEmailProps) {
  return (
    <EmailLayout preview={`${name} wrote through the contact form.`}>
      <EmailHeading>New contact message</EmailHeading>
      <EmailText>
        From: {name} &lt;{email}&gt;
        {company ? ` — ${company}` : ""}
      </EmailText>
      <EmailText>Topic: {topic}</EmailText>
      {/* Rendered as text: React escapes it, and line breaks are kept by white-space. */}
      <EmailText>
        <span style={{ whiteSpace: "pre-wrap" }}>{message}</span>
      </EmailText>
    </EmailLayout>
  );
}
export default ContactNotificationEmail;
