import { EmailLayout } from "./components/email-layout";
import { EmailAction, EmailHeading, EmailText } from "./components/email-parts";

export type BusinessInvitationEmailProps = {
  name: string;
  businessName: string | null;
  signUpUrl: string;
  expiresInDays: number;
};

export const businessInvitationSubject = () => "Your invitation to ServiceLoop";

/** Invites someone from the waitlist to create their business. */
export function BusinessInvitationEmail({ name, businessName, signUpUrl, expiresInDays }: BusinessInvitationEmailProps) {
  return (
    <EmailLayout preview="Your ServiceLoop invitation is here.">
      <EmailHeading>You&apos;re in, {name}</EmailHeading>
      <EmailText>
        Thanks for waiting. You can now set up {businessName ?? "your business"} on ServiceLoop: create your account and your customer portal is
        ready in minutes.
      </EmailText>
      <EmailAction href={signUpUrl} label="Create your account" />
      <EmailText>
        This link works once and expires in {expiresInDays} {expiresInDays === 1 ? "day" : "days"}.
      </EmailText>
    </EmailLayout>
  );
}
export default BusinessInvitationEmail;
