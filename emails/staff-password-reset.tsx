import { EmailLayout } from "./components/email-layout";
import { EmailAction, EmailHeading, EmailText } from "./components/email-parts";

export type StaffPasswordResetEmailProps = { firstName: string; resetUrl: string; expiresInMinutes: number };

export const staffPasswordResetSubject = () => "Reset your ServiceLoop password";

/** A staff member asked to reset their password: the single-use link (lib/identity/staff/password). */
export function StaffPasswordResetEmail({ firstName, resetUrl, expiresInMinutes }: StaffPasswordResetEmailProps) {
  return (
    <EmailLayout preview="Reset your ServiceLoop password.">
      <EmailHeading>Reset your password</EmailHeading>
      <EmailText>Hi {firstName || "there"}, someone (hopefully you) asked to reset the password of your ServiceLoop account.</EmailText>
      <EmailAction href={resetUrl} label="Choose a new password" />
      <EmailText>
        The link works once and expires in {expiresInMinutes} minutes. Resetting signs you out everywhere. If you did not ask for
        this, ignore this email: your password stays as it is.
      </EmailText>
    </EmailLayout>
  );
}
export default StaffPasswordResetEmail;
