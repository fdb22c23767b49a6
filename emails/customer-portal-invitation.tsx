import { EmailLayout } from "./components/email-layout";
import { EmailAction, EmailHeading, EmailText } from "./components/email-parts";

export type CustomerPortalInvitationEmailProps = {
  businessName: string;
  primaryColor: string;
  secondaryColor?: string | null;
  logoUrl?: string | null;
  firstName: string;
  /** The tenant host's /register?token=… link. */
  registerUrl: string;
  expiresInDays: number;
};

export const customerPortalInvitationSubject = ({ businessName }: { businessName: string }) =>
  `${businessName} invited you to your customer portal`;

/** Invites a business's customer to set a password for its branded portal. */
export function CustomerPortalInvitationEmail(props: CustomerPortalInvitationEmailProps) {
  const { businessName, primaryColor, secondaryColor, logoUrl, firstName, registerUrl, expiresInDays } = props;
  return (
    <EmailLayout
      preview={`Set up your ${businessName} customer portal account.`}
      brand={{ name: businessName, primaryColor, secondaryColor, logoUrl }}
    >
      <EmailHeading>Hi {firstName},</EmailHeading>
      <EmailText>
        {businessName} has invited you to their customer portal, where you can review quotes, pay invoices, see your
        upcoming visits and message the team.
      </EmailText>
      <EmailAction href={registerUrl} label="Complete Registration" color={primaryColor} />
      <EmailText>
        This invitation expires in {expiresInDays} {expiresInDays === 1 ? "day" : "days"}. If you weren&apos;t expecting
        it, you can ignore this email.
      </EmailText>
    </EmailLayout>
  );
}
export default CustomerPortalInvitationEmail;
