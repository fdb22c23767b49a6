import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { inWriteTransaction } from "@/db/client";
import { bookingLeads, businesses, payments } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUniqueViolation } from "@/lib/foundation/pg-errors";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { auditActor, auditMeta } from "@/lib/foundation/money-actor";
import { insertPayment } from "@/lib/money/payments/insert-payment";
import type { CardPayment } from "@/lib/money/payments/record-card-payment";
import { windowLabel } from "../availability/arrival-windows";
import { SlotTakenError } from "../availability/claim-slot";
import { bookInTransaction, type CreatedBooking } from "../bookings/create-booking";
import { tellAboutBooking } from "../bookings/tell-about-booking";
import type { BookingDraft, ClaimDraft } from "./booking-draft";

export type BookingPaymentOutcome = { outcome: "booked"; bookingId: string; paymentId: string } | { outcome: "duplicate" };

/**
 * A booking's deposit Stripe confirmed (checkout.session.completed or payment_intent.succeeded
 * of a session start-booking-checkout.ts made; issue 39 item 3): only now is the booking made,
 * from the draft waiting on the lead — customer, property, job and visits, the booking row — and
 * the deposit written as a payment of that booking (no invoice yet: credit-booking-deposits.ts
 * credits it to the first invoice of the booked visits). All in one transaction, exactly once per
 * PaymentIntent: the same per-reference advisory lock as other card payments, the unique
 * `payments.provider_ref`, and the lead's row lock (a lead already booked adds nothing). The lead
 * must belong to the business whose connected account sent the event. When the chosen window was
 * taken while the visitor paid, the first visit moves to the next free window (the money was
 * taken; the customer is told the time in their confirmation).
 */
export async function confirmBookingPayment(event: CardPayment, now = new Date()): Promise<BookingPaymentOutcome> {
  const leadId = event.metadata?.lead_id ?? "";
  const businessId = event.metadata?.business_id ?? "";
  if (!leadId || !businessId) throw new DomainError("unprocessable", "The deposit names no booking");
  if (event.currency.toLowerCase() !== "usd") throw new DomainError("unprocessable", "Only USD payments are accepted");
  if (!Number.isSafeInteger(event.amountCents) || event.amountCents <= 0) throw new DomainError("unprocessable", "The payment has no amount");
  const actor: MoneyActor = { type: "stripe", eventId: event.eventId };

  const confirm = () =>
    inWriteTransaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stripe-payment:${event.providerRef}`}))`);
      const [paid] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerRef, event.providerRef));
      if (paid) return { outcome: "duplicate" } as const;
      const [lead] = await tx
        .select({ id: bookingLeads.id, bookingId: bookingLeads.bookingId, draft: bookingLeads.checkoutDraft, accountId: businesses.stripeAccountId, timezone: businesses.timezone })
        .from(bookingLeads)
        .innerJoin(businesses, eq(businesses.id, bookingLeads.businessId))
        .where(and(sql`${bookingLeads.id}::text = ${leadId}`, sql`${bookingLeads.businessId}::text = ${businessId}`))
        .for("update", { of: bookingLeads });
      if (!lead) throw new DomainError("unprocessable", "The deposit names a booking of no such business");
      if (!lead.accountId || lead.accountId !== event.accountId) throw new DomainError("unprocessable", "The payment came from another Stripe account than the business's");
      if (lead.bookingId) return { outcome: "duplicate" } as const;
      const draft = lead.draft as BookingDraft | null;
      if (!draft?.request) throw new DomainError("unprocessable", "The booking waiting for this deposit is gone");

      const business = { id: businessId, timezone: lead.timezone };
      const prepared = { serviceName: draft.serviceName, price: draft.price, location: draft.location, window: draft.window, status: draft.status };
      const context = { ip: null, now };
      const booking: CreatedBooking = await bookInTransaction(tx, business, prepared, draft.request, context).catch(async (error: unknown) => {
        // The window went while they paid: the next free one (claimSlot offers them in order).
        if (!(error instanceof SlotTakenError) || error.nextWindows.length === 0) throw error;
        const next = error.nextWindows[0];
        return bookInTransaction(tx, business, prepared, draft.request, { ...context, slot: { date: next.date, window: { start: next.start, end: next.end } } });
      });
      const payment = await insertPayment(tx, { businessId }, { invoiceId: null, bookingId: booking.bookingId, amountCents: event.amountCents, method: "stripe", providerRef: event.providerRef, note: null }, actor);
      const claim: ClaimDraft = { claimHash: draft.claimHash, customerId: booking.customerId, signInNow: booking.signInNow };
      await tx.update(bookingLeads).set({ step: "paid", bookingId: booking.bookingId, checkoutDraft: claim, updatedAt: now }).where(eq(bookingLeads.id, lead.id));
      await writeAuditEntry(tx, {
        businessId,
        actor: auditActor(actor),
        action: "booking.deposit_recorded",
        target: { type: "booking", id: booking.bookingId },
        meta: auditMeta(actor, { paymentId: payment.id, amountCents: event.amountCents, leadId: lead.id, firstVisit: { date: booking.date, window: booking.windowLabel }, moved: booking.date !== draft.request.date || booking.windowLabel !== windowLabel(draft.window) }),
        ip: null,
      });
      return { outcome: "booked", booking, paymentId: payment.id, request: draft.request, business } as const;
    });
  // The same email booked twice at once lost the customers' unique email index: once more finds that customer.
  const result = await confirm().catch((error: unknown) => (isUniqueViolation(error) ? confirm() : Promise.reject(error)));
  if (result.outcome === "duplicate") return result;
  await tellAboutBooking(result.business, result.booking, result.request, event.amountCents);
  return { outcome: "booked", bookingId: result.booking.bookingId, paymentId: result.paymentId };
}
