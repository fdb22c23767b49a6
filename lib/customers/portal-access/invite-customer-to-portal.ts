import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { db } from "@/db/client";
import { businesses, customers } from "@/db/schema";
import { CustomerPortalInvitationEmail, customerPortalInvitationSubject } from "@/emails/customer-portal-invitation";
import { DomainError } from "@/lib/foundation/domain-error";
import { sendEmail } from "@/lib/email/send-email";
import { INVITATION_TTL_MS } from "@/lib/identity/customer/verify-invitation";
import { generateToken, hashToken } from "@/lib/security/tokens";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { customerNotFound } from "../customer-errors";
import { recordCustomerAudit, type CustomerAuditActor } from "../record-customer-audit";

export const INVITATION_DAYS = INVITATION_TTL_MS / (24 * 60 * 60 * 1000);
export const INVITE_MESSAGES = {
  noEmail: "Add an email address before inviting this customer",
  archived: "Restore this customer before inviting them",
  alreadyActive: "This customer already has portal access",
} as const;

export type InvitationResult = { customerId: string; email: string; expiresAt: string; emailSent: boolean };

/**
 * Invites (or re-invites) a customer to the business's portal: a new random token, stored
 * only hashed, single use (completing registration clears it), valid 7 days; any earlier
 * link stops working. The email carries the portal's /register?token=… link in the
 * business's colours. Audited, since it opens access.
 */
export async function inviteCustomerToPortal(actor: CustomerAuditActor, customerId: string, now = new Date()): Promise<InvitationResult> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const invited = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        email: customers.email,
        firstName: customers.firstName,
        archivedAt: customers.archivedAt,
        portalAccessStatus: customers.portalAccessStatus,
        companyName: businesses.companyName,
        primaryColor: businesses.themePrimaryColor,
        secondaryColor: businesses.themeSecondaryColor,
        subdomain: businesses.portalSubdomain,
      })
      .from(customers)
      .innerJoin(businesses, eq(businesses.id, customers.businessId))
      .where(and(eq(customers.businessId, actor.businessId), eq(customers.id, customerId)))
      .for("update", { of: customers });
    if (!row) throw customerNotFound();
    if (row.archivedAt) throw new DomainError("conflict", INVITE_MESSAGES.archived);
    if (!row.email) throw new DomainError("unprocessable", INVITE_MESSAGES.noEmail, { field: "email" });
    if (row.portalAccessStatus === "active") throw new DomainError("conflict", INVITE_MESSAGES.alreadyActive);
    await tx
      .update(customers)
      .set({ portalAccessStatus: "invited", invitationTokenHash: hashToken(token), invitationSentAt: now, invitationExpiresAt: expiresAt, updatedAt: sql`now()` })
      .where(and(eq(customers.businessId, actor.businessId), eq(customers.id, customerId)));
    await recordCustomerAudit(tx, actor, row.portalAccessStatus === "invited" ? "customer.portal_reinvited" : "customer.portal_invited", customerId, { email: row.email });
    return { ...row, email: row.email };
  });

  const sent = await sendEmail({
    to: invited.email,
    subject: customerPortalInvitationSubject({ businessName: invited.companyName }),
    template: "customer-portal-invitation",
    businessId: actor.businessId,
    react: createElement(CustomerPortalInvitationEmail, {
      businessName: invited.companyName,
      primaryColor: invited.primaryColor,
      secondaryColor: invited.secondaryColor,
      firstName: invited.firstName,
      registerUrl: portalUrl(invited.subdomain, `/register?token=${encodeURIComponent(token)}`),
      expiresInDays: INVITATION_DAYS,
    }),
  });
  return { customerId, email: invited.email, expiresAt: expiresAt.toISOString(), emailSent: sent.ok };
}
