"use server";

import { signIn } from "@/auth";
import { createBusinessOwner } from "@/lib/businesses/create-business-owner";
import { notifyExistingAccount } from "@/lib/businesses/notify-existing-account";
import { sendWelcomeEmail } from "@/lib/businesses/send-owner-welcome-email";
import { DomainError } from "@/lib/foundation/domain-error";
import { publicAction } from "@/lib/core/public-action";
import { signUpSchema } from "@/lib/identity/staff/schemas";
import { destinationOrRefusal } from "@/lib/identity/staff/signin-refusal";
import { INVALID_INVITATION_MESSAGE } from "@/lib/employees/accept-employee-invitation";
import { signupsOpen } from "@/lib/platform/platform-settings";
import { claimBusinessInvitation, findBusinessInvitation } from "@/lib/platform/waitlist/find-business-invitation";
import { hashPassword } from "@/lib/security/passwords";
import { normalizeEmail } from "@/lib/validation";

/** Spec §8's sign-up failure text; also what an already-registered email gets. */
const SIGNUP_FAILED = "Signup failed";
const SIGNUPS_CLOSED = "Sign-ups are closed right now. Please join the waitlist.";
const INVITATION_EMAIL_MISMATCH = "Please sign up with the email address your invitation was sent to.";

/**
 * The Sign Up tab: a business owner, their business (portal subdomain from the company
 * name) and the owner membership in one transaction, a welcome email (failure only
 * logged), then signed in. Throttled per IP and per email like sign-in.
 */
export const signUpAction = publicAction(
  signUpSchema,
  async ({ firstName, lastName, companyName, email, password, invitationToken }) => {
    const invitation = invitationToken ? await findBusinessInvitation(invitationToken) : null;
    if (invitationToken && !invitation) throw new DomainError("not_found", INVALID_INVITATION_MESSAGE);
    if (invitation && normalizeEmail(invitation.email) !== normalizeEmail(email)) {
      throw new DomainError("invalid", INVITATION_EMAIL_MISMATCH, { field: "email" });
    }
    // An invitation from the waitlist opens sign-up even while it is closed to everyone else.
    if (!invitation && !(await signupsOpen())) throw new DomainError("forbidden", SIGNUPS_CLOSED);
    const created = await createBusinessOwner({
      email,
      passwordHash: await hashPassword(password),
      firstName,
      lastName,
      companyName,
      businessEmail: email,
    });
    if (created.status === "email_taken") {
      await notifyExistingAccount(email);
      throw new DomainError("conflict", SIGNUP_FAILED);
    }
    // Single use: the claim is conditional; a second sign-up for the same email is refused above anyway.
    if (invitation) await claimBusinessInvitation(invitation.id);
    await sendWelcomeEmail({ to: email, firstName, companyName, businessId: created.businessId });
    try {
      await signIn("credentials", { email, password, redirect: false });
    } catch (error) {
      // The account exists; only the automatic sign-in failed (e.g. a throttled address).
      return destinationOrRefusal(error);
    }
    return { redirectTo: "/admin/dashboard", external: false };
  },
  { throttle: { scope: "staff_signup", account: (input) => normalizeEmail(input.email) }, fallback: SIGNUP_FAILED },
);
