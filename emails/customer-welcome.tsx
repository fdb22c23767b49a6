import { EmailLayout } from "./components/email-layout";
import { EmailAction, EmailHeading, EmailText } from "./components/email-parts";

export type CustomerWelcomeEmailProps = {
  businessName: string;
  primaryColor: string;
  secondaryColor?: string | null;
  logoUrl?: string | null;
  firstName: string;
  /** The tenant host's /dashboard. */
  portalUrl: string;
};

export const customerWelcomeSubject = ({ businessName }: { businessName: string }) => `Welcome to the ${businessName} customer portal`;

/** Sent once to every customer who joins a business's portal (self sign-up or an invitation), in its branding. */
export function CustomerWelcomeEmail({ businessName, primaryColor, secondaryColor, logoUrl, firstName, portalUrl }: CustomerWelcomeEmailProps) {
  return (
    <EmailLayout preview={`Your ${businessName} customer portal account is ready.`} brand={{ name: businessName, primaryColor, secondaryColor, logoUrl }}>
      <EmailHeading>Welcome, {firstName}!</EmailHeading>
      <EmailText>
        Your {businessName} customer portal account is ready. Sign in any time to see your upcoming visits, review quotes,
        pay invoices, request a service and message the team.
      </EmailText>
      <EmailAction href={portalUrl} label="Open your portal" color={primaryColor} />
    </EmailLayout>
  );
}
export default CustomerWelcomeEmail;
