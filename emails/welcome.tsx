import { EmailLayout } from "./components/email-layout";
import { EmailAction, EmailHeading, EmailText } from "./components/email-parts";

export type WelcomeEmailProps = { firstName: string; companyName: string; dashboardUrl: string };

export const welcomeSubject = ({ firstName }: Pick<WelcomeEmailProps, "firstName">) =>
  `Welcome to ServiceLoop, ${firstName}!`;

/** Sent to a new staff account after sign-up (spec §1 "New users receive a welcome email"). */
export function WelcomeEmail({ firstName, companyName, dashboardUrl }: WelcomeEmailProps) {
  return (
    <EmailLayout preview={`Your ServiceLoop account for ${companyName || "your business"} is ready.`}>
      <EmailHeading>Welcome, {firstName}!</EmailHeading>
      <EmailText>
        Your ServiceLoop account{companyName ? ` for ${companyName}` : ""} is ready. Set up your services, invite
        your team and give your customers their own branded portal.
      </EmailText>
      <EmailAction href={dashboardUrl} label="Go to your dashboard" />
    </EmailLayout>
  );
}
export default WelcomeEmail;
