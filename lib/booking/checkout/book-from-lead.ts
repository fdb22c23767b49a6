import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { bookingLeads, businesses } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { windowLabel } from "../availability/arrival-windows";
import { SlotTakenError } from "../availability/claim-slot";
import { bookInTransaction, type CreatedBooking } from "../bookings/create-booking";
import type { BookingDraft, ClaimDraft } from "./booking-draft";

export type BookedFromLead = {
  booking: CreatedBooking;
  leadId: string;
  draft: BookingDraft;
  business: { id: string; timezone: string };
  /** The first visit is not at the window chosen (it was taken while the visitor was on Stripe). */
  moved: boolean;
};

/**
 * The booking waiting on a lead, made inside the caller's transaction once Stripe confirmed what
 * it waited for (a deposit paid, a card saved; issue 39 item 3). The lead is locked; it must
 * belong to the business named with it and that business's connected account must be the one
 * the event came from, else the event is refused. A lead already booked answers null (a
 * redelivery, or the other of Stripe's two events). When the chosen window was taken meanwhile,
 * the first visit takes the next free window claimSlot offers. `finish` marks the lead's step.
 */
export async function bookFromLead(
  tx: Tx,
  event: { leadId: string; businessId: string; accountId: string | null },
  finish: { step: "booked" | "paid" },
  now: Date,
): Promise<BookedFromLead | null> {
  if (!event.leadId || !event.businessId) throw new DomainError("unprocessable", "The payment names no booking");
  const [lead] = await tx
    .select({ id: bookingLeads.id, bookingId: bookingLeads.bookingId, draft: bookingLeads.checkoutDraft, accountId: businesses.stripeAccountId, timezone: businesses.timezone })
    .from(bookingLeads)
    .innerJoin(businesses, eq(businesses.id, bookingLeads.businessId))
    .where(and(sql`${bookingLeads.id}::text = ${event.leadId}`, sql`${bookingLeads.businessId}::text = ${event.businessId}`))
    .for("update", { of: bookingLeads });
  if (!lead) throw new DomainError("unprocessable", "The payment names a booking of no such business");
  if (!lead.accountId || lead.accountId !== event.accountId) throw new DomainError("unprocessable", "The payment came from another Stripe account than the business's");
  if (lead.bookingId) return null;
  const draft = lead.draft as BookingDraft | null;
  if (!draft?.request) throw new DomainError("unprocessable", "The booking waiting for this payment is gone");

  const business = { id: event.businessId, timezone: lead.timezone };
  const prepared = { serviceName: draft.serviceName, price: draft.price, location: draft.location, window: draft.window, status: draft.status };
  const context = { ip: null, now };
  const booking = await bookInTransaction(tx, business, prepared, draft.request, context).catch(async (error: unknown) => {
    // The window went while they were on Stripe: the next free one (claimSlot offers them in order).
    if (!(error instanceof SlotTakenError) || error.nextWindows.length === 0) throw error;
    const next = error.nextWindows[0];
    return bookInTransaction(tx, business, prepared, draft.request, { ...context, slot: { date: next.date, window: { start: next.start, end: next.end } } });
  });
  // The password's hash is dropped; what stays is the claim that signs in the browser that paid.
  const claim: ClaimDraft = { claimHash: draft.claimHash, customerId: booking.customerId, signInNow: booking.signInNow };
  await tx.update(bookingLeads).set({ step: finish.step, bookingId: booking.bookingId, checkoutDraft: claim, updatedAt: now }).where(eq(bookingLeads.id, lead.id));
  const moved = booking.date !== draft.request.date || booking.windowLabel !== windowLabel(draft.window);
  return { booking, leadId: lead.id, draft, business, moved };
}
