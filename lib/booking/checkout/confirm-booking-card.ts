import "server-only";
import { sql } from "drizzle-orm";
import type Stripe from "stripe";
import { inWriteTransaction } from "@/db/client";
import { customerPaymentCards } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUniqueViolation } from "@/lib/foundation/pg-errors";
import { stripeClient } from "@/lib/money/stripe/stripe-client";
import { tellAboutBooking } from "../bookings/tell-about-booking";
import { bookFromLead } from "./book-from-lead";

export type BookingCardOutcome = { outcome: "booked"; bookingId: string } | { outcome: "duplicate" };

/**
 * A booking's card saved on Stripe (checkout.session.completed in setup mode of a session
 * start-booking-checkout.ts made for a service asking no deposit, when the business asks a card
 * on file; issue 39 item 3): the booking is made from the draft waiting on the lead
 * (book-from-lead.ts) and a new customer's card becomes their saved card with autopay on — the
 * Stripe Customer made for the checkout is theirs. A customer already on file (the visitor typed
 * their email or phone) keeps the card they have: nobody replaces a customer's card without
 * signing in. Once per lead (its row lock; a redelivery finds it booked).
 */
export async function confirmBookingCard(event: { eventId: string; accountId: string | null; session: Stripe.Checkout.Session }, now = new Date()): Promise<BookingCardOutcome> {
  const { session, accountId } = event;
  const setupIntentId = typeof session.setup_intent === "string" ? session.setup_intent : session.setup_intent?.id;
  const stripeCustomerId = typeof session.customer === "string" ? session.customer : session.customer?.id;
  if (!setupIntentId || !stripeCustomerId || !accountId) throw new DomainError("unprocessable", "The card setup names no customer");
  const stripe = stripeClient();
  const intent = await stripe.setupIntents.retrieve(setupIntentId, {}, { stripeAccount: accountId });
  const pmId = typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
  if (!pmId) throw new DomainError("unprocessable", "The card setup has no card");
  const pm = await stripe.paymentMethods.retrieve(pmId, {}, { stripeAccount: accountId });
  if (!pm.card) throw new DomainError("unprocessable", "Only cards can be saved");
  const card = pm.card;
  const lead = { leadId: session.metadata?.lead_id ?? "", businessId: session.metadata?.business_id ?? "", accountId };

  const confirm = () =>
    inWriteTransaction(async (tx) => {
      const made = await bookFromLead(tx, lead, { step: "booked" }, now);
      if (!made) return null;
      const { booking } = made;
      if (!booking.byExistingCustomer) {
        const saved = {
          stripeAccountId: accountId, stripeCustomerId, paymentMethodId: pm.id, cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.exp_month, cardExpYear: card.exp_year,
          autopayEnabled: true, autopayEnabledAt: now, updatedAt: sql`now()`,
        };
        await tx
          .insert(customerPaymentCards)
          .values({ businessId: lead.businessId, customerId: booking.customerId, ...saved })
          .onConflictDoUpdate({ target: [customerPaymentCards.businessId, customerPaymentCards.customerId], set: saved });
        await writeAuditEntry(tx, {
          businessId: lead.businessId,
          actor: { type: "customer", id: booking.customerId },
          action: "customer.card_saved",
          target: { type: "customer", id: booking.customerId },
          meta: { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year, eventId: event.eventId, replaced: false, autopay: true, bookingId: booking.bookingId },
        });
      }
      return made;
    });
  const made = await confirm().catch((error: unknown) => (isUniqueViolation(error) ? confirm() : Promise.reject(error)));
  if (!made) return { outcome: "duplicate" };
  await tellAboutBooking(made.business, made.booking, made.draft.request);
  return { outcome: "booked", bookingId: made.booking.bookingId };
}
