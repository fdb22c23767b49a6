import "server-only";
import { eq, sql } from "drizzle-orm";
import { inWriteTransaction } from "@/db/client";
import { payments } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUniqueViolation } from "@/lib/foundation/pg-errors";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import { insertPayment } from "@/lib/money/payments/insert-payment";
import type { CardPayment } from "@/lib/money/payments/record-card-payment";
import { tellAboutBooking } from "../bookings/tell-about-booking";
import { bookFromLead } from "./book-from-lead";

export type BookingPaymentOutcome = { outcome: "booked"; bookingId: string; paymentId: string } | { outcome: "duplicate" };

/**
 * A booking's deposit Stripe confirmed (checkout.session.completed or payment_intent.succeeded
 * of a session start-booking-checkout.ts made; issue 39 item 3): only now is the booking made,
 * from the draft waiting on the lead (book-from-lead.ts), and the deposit written as a payment of
 * that booking (no invoice yet: credit-booking-deposits.ts credits it to the first invoice of the
 * booked visits). One transaction, exactly once per PaymentIntent: the same per-reference
 * advisory lock as other card payments, the unique `payments.provider_ref`, and the lead's row
 * lock (a lead already booked adds nothing).
 */
export async function confirmBookingPayment(event: CardPayment, now = new Date()): Promise<BookingPaymentOutcome> {
  if (event.currency.toLowerCase() !== "usd") throw new DomainError("unprocessable", "Only USD payments are accepted");
  if (!Number.isSafeInteger(event.amountCents) || event.amountCents <= 0) throw new DomainError("unprocessable", "The payment has no amount");
  const actor: MoneyActor = { type: "stripe", eventId: event.eventId };
  const lead = { leadId: event.metadata?.lead_id ?? "", businessId: event.metadata?.business_id ?? "", accountId: event.accountId };

  const confirm = () =>
    inWriteTransaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stripe-payment:${event.providerRef}`}))`);
      const [paid] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerRef, event.providerRef));
      if (paid) return null;
      const made = await bookFromLead(tx, lead, { step: "paid" }, now);
      if (!made) return null;
      const { booking } = made;
      const payment = await insertPayment(tx, { businessId: lead.businessId }, { invoiceId: null, bookingId: booking.bookingId, amountCents: event.amountCents, method: "stripe", providerRef: event.providerRef, note: null }, actor);
      await writeAuditEntry(tx, {
        businessId: lead.businessId,
        actor: auditActor(actor),
        action: "booking.deposit_recorded",
        target: { type: "booking", id: booking.bookingId },
        meta: auditMeta(actor, { paymentId: payment.id, amountCents: event.amountCents, leadId: made.leadId, firstVisit: { date: booking.date, window: booking.windowLabel }, moved: made.moved }),
        ip: null,
      });
      return { ...made, paymentId: payment.id };
    });
  // The same email booked twice at once lost the customers' unique email index: once more finds that customer.
  const made = await confirm().catch((error: unknown) => (isUniqueViolation(error) ? confirm() : Promise.reject(error)));
  if (!made) return { outcome: "duplicate" };
  await tellAboutBooking(made.business, made.booking, made.draft.request, event.amountCents);
  return { outcome: "booked", bookingId: made.booking.bookingId, paymentId: made.paymentId };
}
