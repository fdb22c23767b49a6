import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { bookingLeads, bookings } from "@/db/schema";
import { createCustomerSession } from "@/lib/identity/customer/sessions";
import { hashToken, safeEqual } from "@/lib/security/tokens";
import { isClaimDraft } from "./booking-draft";

export type CheckoutOutcome =
  | { state: "unknown" }
  /** Stripe has not told us yet (or the visitor came back without paying). */
  | { state: "waiting" }
  | { state: "booked"; firstVisitAt: Date; status: string; mayClaim: boolean };

/** Where a visitor back from Checkout stands (app/portal/[tenant]/(public)/book/done): waiting for Stripe's word, or booked. */
export async function loadCheckoutOutcome(businessId: string, leadId: string): Promise<CheckoutOutcome> {
  if (!/^[0-9a-f-]{36}$/i.test(leadId)) return { state: "unknown" };
  const [lead] = await db
    .select({ step: bookingLeads.step, draft: bookingLeads.checkoutDraft, firstVisitAt: bookings.firstVisitAt, status: bookings.status, started: bookingLeads.checkoutStartedAt })
    .from(bookingLeads)
    .leftJoin(bookings, and(eq(bookings.businessId, bookingLeads.businessId), eq(bookings.id, bookingLeads.bookingId)))
    .where(and(eq(bookingLeads.businessId, businessId), eq(bookingLeads.id, leadId)));
  if (!lead?.started) return { state: "unknown" };
  if (!lead.firstVisitAt || !lead.status) return { state: "waiting" };
  const draft = lead.draft;
  return { state: "booked", firstVisitAt: lead.firstVisitAt, status: lead.status, mayClaim: isClaimDraft(draft) && draft.signInNow };
}

/**
 * The browser that paid signs in (issue 39 item 3: "lands signed in on the portal"): its claim
 * cookie must hash to the one kept on the paid lead, and only a new customer who chose a
 * password is signed in — as when a booking is made without a deposit. Single use: the claim is
 * cleared by the same statement that checks it, so two tabs cannot both take it.
 */
export async function claimBookingSession(businessId: string, leadId: string, claimToken: string | undefined, who: { ip: string | null; userAgent: string | null }) {
  if (!claimToken || !/^[0-9a-f-]{36}$/i.test(leadId)) return null;
  const customerId = await db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ draft: bookingLeads.checkoutDraft })
      .from(bookingLeads)
      .where(and(eq(bookingLeads.businessId, businessId), eq(bookingLeads.id, leadId), eq(bookingLeads.step, "paid")))
      .for("update");
    const draft = lead?.draft;
    if (!isClaimDraft(draft) || !draft.signInNow || !safeEqual(draft.claimHash, hashToken(claimToken))) return null;
    await tx.update(bookingLeads).set({ checkoutDraft: null, updatedAt: new Date() }).where(and(eq(bookingLeads.businessId, businessId), eq(bookingLeads.id, leadId)));
    return draft.customerId;
  });
  if (!customerId) return null;
  return createCustomerSession({ businessId, customerId, ip: who.ip, userAgent: who.userAgent });
}
