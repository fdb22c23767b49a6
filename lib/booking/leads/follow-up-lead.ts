import "server-only";
import { and, eq } from "drizzle-orm";
import { inWriteTransaction } from "@/db/client";
import { bookingLeads, businesses, services } from "@/db/schema";
import NotificationEmail from "@/emails/notification";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { sendEmail } from "@/lib/email/send-email";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { locatedRowInScope } from "@/lib/locations/location-scope-sql";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { FOLLOW_UP_MESSAGES } from "./follow-up-messages";

export { FOLLOW_UP_MESSAGES };

/** One follow-up a day at most: a reminder, not a campaign. */
export const FOLLOW_UP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The email's words, from the business to the visitor (client-safe text, kept here so a test reads the same). */
export function followUpEmailText(input: { businessName: string; serviceName: string | null; firstName: string | null }) {
  const service = input.serviceName ?? "service";
  return {
    subject: `Finish booking your ${service}`,
    title: `Finish booking your ${service}`,
    body: `${input.firstName ? `Hi ${input.firstName}, t` : "T"}hanks for pricing your ${service} with ${input.businessName}. Your price is still waiting: pick a time that suits you and you're booked in a minute. Questions? Just reply to this email.`,
  };
}

/**
 * Service requests → Leads "Follow up" (issue 39 item 6): emails a lead of the scope's branches a
 * short note from the business with a link back to its /book (the service chosen), stamps
 * `followed_up_at` and writes an audit entry — one transaction: the email row commits with the
 * stamp and leaves after the commit. The row is locked, so two clicks cannot both send; a second
 * follow-up within 24 hours, a lead with no email and a visitor who booked are refused.
 */
export async function followUpLead(scope: BusinessScope, actor: { userId: string; ip?: string | null }, leadId: string, now = new Date()) {
  return inWriteTransaction(async (tx) => {
    const [lead] = await tx
      .select({
        id: bookingLeads.id, email: bookingLeads.email, firstName: bookingLeads.firstName, serviceId: bookingLeads.serviceId, serviceName: services.name,
        bookingId: bookingLeads.bookingId, step: bookingLeads.step, followedUpAt: bookingLeads.followedUpAt,
      })
      .from(bookingLeads)
      .leftJoin(services, and(eq(services.businessId, bookingLeads.businessId), eq(services.id, bookingLeads.serviceId)))
      .where(and(locatedRowInScope(bookingLeads, scope), eq(bookingLeads.id, leadId)))
      .for("update", { of: bookingLeads });
    if (!lead) throw new DomainError("not_found", FOLLOW_UP_MESSAGES.notFound);
    if (lead.bookingId || lead.step === "booked" || lead.step === "paid") throw new DomainError("conflict", FOLLOW_UP_MESSAGES.booked);
    if (!lead.email) throw new DomainError("unprocessable", FOLLOW_UP_MESSAGES.noEmail);
    if (lead.followedUpAt && now.getTime() - lead.followedUpAt.getTime() < FOLLOW_UP_INTERVAL_MS) throw new DomainError("conflict", FOLLOW_UP_MESSAGES.tooSoon);
    const [business] = await tx
      .select({ companyName: businesses.companyName, subdomain: businesses.portalSubdomain, primaryColor: businesses.themePrimaryColor, email: businesses.businessEmail })
      .from(businesses)
      .where(eq(businesses.id, scope.businessId));
    const text = followUpEmailText({ businessName: business.companyName, serviceName: lead.serviceName, firstName: lead.firstName });
    const sent = await sendEmail({
      to: lead.email,
      subject: text.subject,
      template: "notification",
      businessId: scope.businessId,
      replyTo: business.email ?? undefined,
      react: NotificationEmail({
        title: text.title,
        body: text.body,
        link: { url: portalUrl(business.subdomain, lead.serviceId ? `/book?service=${lead.serviceId}` : "/book"), label: "Finish booking" },
        brand: { name: business.companyName, primaryColor: business.primaryColor },
      }),
    });
    if (!sent.ok) throw new DomainError("unprocessable", FOLLOW_UP_MESSAGES.notSent);
    await tx.update(bookingLeads).set({ followedUpAt: now, updatedAt: now }).where(and(eq(bookingLeads.businessId, scope.businessId), eq(bookingLeads.id, lead.id)));
    await writeAuditEntry(tx, {
      businessId: scope.businessId, actor: { type: "staff", id: actor.userId }, action: "booking_lead.followed_up",
      target: { type: "booking_lead", id: lead.id }, ip: actor.ip ?? null, meta: { emailId: sent.id, step: lead.step, serviceId: lead.serviceId },
    });
    return { leadId: lead.id, followedUpAt: now.toISOString() };
  });
}
