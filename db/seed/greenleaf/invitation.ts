import { createElement } from "react";
import CustomerPortalInvitationEmail, { customerPortalInvitationSubject } from "../../../emails/customer-portal-invitation";
import { sendEmail } from "../../../lib/email/send-email";
import { hashToken } from "../../../lib/security/tokens";
import * as schema from "../../schema";
import { type SeedContext, portalOrigin } from "../context";
import { DEMO_EMAILS, DEMO_INVITATION_TOKEN } from "../demo-constants";
import type { GreenleafBase } from "./business";

const INVITATION_DAYS = 7;

/** A customer invited to the portal who has not registered yet, and the email that invited her. */
export async function seedPendingInvitation(ctx: SeedContext, base: GreenleafBase) {
  const expiresAt = new Date(ctx.now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const [invitee] = await ctx.tx
    .insert(schema.customers)
    .values({
      businessId: base.business.id,
      firstName: "Ivy",
      lastName: "Invitee",
      email: DEMO_EMAILS.greenleafInvitee,
      phone: "(614) 555-0123",
      address: "56 Elm Street",
      city: "Bexley",
      state: "OH",
      zip: "43209",
      portalAccessStatus: "invited",
      invitationTokenHash: hashToken(DEMO_INVITATION_TOKEN),
      invitationSentAt: ctx.now,
      invitationExpiresAt: expiresAt,
      createdAt: ctx.now,
    })
    .returning();

  const registerUrl = `${portalOrigin(ctx.appUrl, base.business.portalSubdomain)}/register?token=${DEMO_INVITATION_TOKEN}`;
  const result = await sendEmail(
    {
      to: DEMO_EMAILS.greenleafInvitee,
      subject: customerPortalInvitationSubject({ businessName: base.business.companyName }),
      template: "customer-portal-invitation",
      businessId: base.business.id,
      react: createElement(CustomerPortalInvitationEmail, {
        businessName: base.business.companyName,
        primaryColor: base.business.themePrimaryColor,
        secondaryColor: base.business.themeSecondaryColor,
        firstName: invitee.firstName,
        registerUrl,
        expiresInDays: INVITATION_DAYS,
      }),
    },
    // Never delivered for real, even when RESEND_API_KEY is set: it is demo data.
    { db: ctx.tx, resend: null },
  );
  if (!result.ok) throw new Error(`Could not record the demo invitation email: ${result.error}`);
  return { invitee, registerUrl };
}
