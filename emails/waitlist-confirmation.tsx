import { EmailLayout } from "./components/email-layout";
import { EmailHeading, EmailText } from "./components/email-parts";

export type WaitlistConfirmationEmailProps = { name: string };

export const waitlistConfirmationSubject = () => "You're on the ServiceLoop waitlist";

/** Confirms a waitlist sign-up from the public site. */
export function WaitlistConfirmationEmail({ name }: WaitlistConfirmationEmailProps) {
  return (
    <EmailLayout preview="Thanks for joining the ServiceLoop waitlist.">
      <EmailHeading>Thanks, {name}!</EmailHeading>
      <EmailText>
        You&apos;re on the ServiceLoop waitlist. We&apos;re onboarding recurring service businesses in small groups and
        will email you as soon as your spot opens.
      </EmailText>
      <EmailText>Less churn, more earn.</EmailText>
    </EmailLayout>
  );
}
export default WaitlistConfirmationEmail;
