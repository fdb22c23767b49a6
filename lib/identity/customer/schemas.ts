import { z } from "zod";
import { INVITATION_MESSAGES } from "./invitation-messages";
import { email, firstName, lastName, loginPassword, registrationPassword, signupPassword } from "@/lib/validation";

/*
 * One schema per portal-auth operation, shared by the forms and the route handlers. Field
 * names are the spec's request fields (§7 calls 9, 10, 13, 14), so a form's values are the body.
 * Client-safe: no server-only imports.
 */

export const customerLoginSchema = z.object({ email, password: loginPassword });
export type CustomerLoginInput = z.infer<typeof customerLoginSchema>;

// Key order is the form's field order, so the first issue is the first field to fix.
export const customerSignupSchema = z.object({
  first_name: firstName,
  last_name: lastName,
  email,
  password: signupPassword,
});
export type CustomerSignupInput = z.infer<typeof customerSignupSchema>;

export { INVITATION_MESSAGES };

/** Invitation tokens have the session-token shape (43 base64url characters when we issue them). */
export const invitationToken = z
  .string({ error: INVITATION_MESSAGES.missing })
  .min(1, { error: INVITATION_MESSAGES.missing, abort: true })
  .min(32, { error: INVITATION_MESSAGES.invalid, abort: true })
  .max(128, { error: INVITATION_MESSAGES.invalid, abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, { error: INVITATION_MESSAGES.invalid });

export const verifyInvitationSchema = z.object({ token: invitationToken });
export const completeRegistrationSchema = z.object({ token: invitationToken, password: registrationPassword });
export type CompleteRegistrationInput = z.infer<typeof completeRegistrationSchema>;
