import { EmailLayout } from "./components/email-layout";
import { EmailAction, EmailHeading, EmailText } from "./components/email-parts";

export type EmployeeInvitationEmailProps = {
  businessName: string;
  inviterName: string;
  /** A readable role, e.g. "Employee" or "Billing/Accounting". */
  role: string;
  acceptUrl: string;
  expiresInDays: number;
};

export const employeeInvitationSubject = ({ businessName, inviterName }: Pick<EmployeeInvitationEmailProps, "businessName" | "inviterName">) =>
  `${inviterName} invited you to join ${businessName} on ServiceLoop`;

/** Invites someone to a business's staff. */
export function EmployeeInvitationEmail({ businessName, inviterName, role, acceptUrl, expiresInDays }: EmployeeInvitationEmailProps) {
  return (
    <EmailLayout preview={`Join ${businessName} on ServiceLoop.`}>
      <EmailHeading>You&apos;re invited to {businessName}</EmailHeading>
      <EmailText>
        {inviterName} invited you to join {businessName} on ServiceLoop as {role}.
      </EmailText>
      <EmailAction href={acceptUrl} label="Accept invitation" />
      <EmailText>
        This invitation expires in {expiresInDays} {expiresInDays === 1 ? "day" : "days"}.
      </EmailText>
    </EmailLayout>
  );
}
export default EmployeeInvitationEmail;
