import "server-only";
import type Stripe from "stripe";
import { confirmBookingPayment } from "@/lib/booking/checkout/confirm-booking-payment";
import { BOOKING_CARD_PURPOSE, BOOKING_DEPOSIT_PURPOSE } from "@/lib/booking/checkout/booking-draft";
import { confirmBookingCard } from "@/lib/booking/checkout/confirm-booking-card";
import { DomainError } from "@/lib/foundation/domain-error";
import { QUOTE_DEPOSIT_PURPOSE, recordCardDeposit } from "@/lib/money/deposits/record-card-deposit";
import { recordSavedCard } from "../autopay/record-saved-card";
import { recordCardPayment, type CardPayment } from "../payments/record-card-payment";
import { recordCardRefund } from "../refunds/record-card-refund";
import { stripeClient, webhookSecret } from "../stripe/stripe-client";

export type WebhookAnswer = { received: true; type: string; result: string };

/**
 * POST /api/webhooks/stripe: the signature (Stripe-Signature, HMAC-SHA256 of the raw body with
 * STRIPE_WEBHOOK_SECRET, 5-minute tolerance either way) is the only credential. A bad signature is 400.
 * Handled: checkout.session.completed (paid) and payment_intent.succeeded → one card payment
 * per PaymentIntent (Checkout's and autopay's); checkout.session.completed in setup mode → the
 * customer's saved card (autopay/record-saved-card.ts); either payment event of a quote's deposit
 * session (metadata purpose "quote_deposit") → one deposit on the quote per PaymentIntent
 * (quotes/deposits/record-card-deposit.ts); an online booking's deposit session (purpose
 * "booking_deposit") → the booking made and its deposit recorded (booking/checkout/confirm-booking-payment.ts);
 * setup mode with purpose "booking_card" → the booking made and a new customer's card saved for autopay
 * (booking/checkout/confirm-booking-card.ts); payment_intent.payment_failed is
 * acknowledged (the autopay run records the decline from Stripe's answer);
 * charge.refunded → the refunded amount back onto the invoice. Anything
 * else is acknowledged and ignored, so Stripe stops retrying it.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookAnswer> {
  if (!signature) throw new DomainError("invalid", "Missing Stripe-Signature header");
  let event: Stripe.Event;
  try {
    event = stripeClient().webhooks.constructEvent(rawBody, signature, webhookSecret());
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError("invalid", "Invalid Stripe signature");
  }
  if (signedInTheFuture(signature)) throw new DomainError("invalid", "Invalid Stripe signature");
  if (!hasDataObject(event)) throw new DomainError("invalid", "Malformed Stripe event");
  const account = event.account ?? null;
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode === "setup") {
        const saved = { eventId: event.id, accountId: account, session };
        return answer(event, (session.metadata?.purpose === BOOKING_CARD_PURPOSE ? await confirmBookingCard(saved) : await recordSavedCard(saved)).outcome);
      }
      if (session.payment_status !== "paid") return answer(event, "ignored: not paid yet");
      const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      const result = await recordPaid({
        eventId: event.id,
        accountId: account,
        providerRef: intent ?? session.id,
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? "",
        metadata: session.metadata,
      });
      return answer(event, result.outcome);
    }
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      const result = await recordPaid({
        eventId: event.id,
        accountId: account,
        providerRef: intent.id,
        amountCents: intent.amount_received,
        currency: intent.currency,
        metadata: intent.metadata,
      });
      return answer(event, result.outcome);
    }
    case "payment_intent.payment_failed":
      return answer(event, "ignored: recorded by the autopay run");
    case "charge.refunded": {
      const charge = event.data.object;
      const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
      if (!intent) return answer(event, "ignored: no payment intent");
      const result = await recordCardRefund({ eventId: event.id, accountId: account, providerRef: intent, amountRefundedCents: charge.amount_refunded });
      return answer(event, result.outcome);
    }
    default:
      return answer(event, "ignored");
  }
}

/** A paid Checkout or PaymentIntent: a quote's deposit, an online booking's deposit or an invoice's payment, as its metadata says. */
function recordPaid(payment: CardPayment): Promise<{ outcome: string }> {
  const purpose = payment.metadata?.purpose;
  if (purpose === QUOTE_DEPOSIT_PURPOSE) return recordCardDeposit(payment);
  if (purpose === BOOKING_DEPOSIT_PURPOSE) return confirmBookingPayment(payment);
  return recordCardPayment(payment);
}

/** Stripe's tolerance; constructEvent checks only the past side of it. */
const TOLERANCE_SECONDS = 5 * 60;

/**
 * The SDK measures the signature's age as now − t and accepts any negative age, so an event
 * stamped hours ahead would stay replayable until then. Every `t=` in the header must lie at
 * most the tolerance ahead of our clock (issue 42's red team).
 */
function signedInTheFuture(signature: string, now = Date.now()): boolean {
  const stamps = signature.split(",").flatMap((part) => (part.trim().startsWith("t=") ? [Number(part.trim().slice(2))] : []));
  return stamps.some((t) => !Number.isFinite(t) || t * 1000 > now + TOLERANCE_SECONDS * 1000);
}

/** A correctly signed event is still input: one without `data.object` is refused, not a 500. */
function hasDataObject(event: Stripe.Event): boolean {
  const data = (event as { data?: unknown }).data;
  const object = data && typeof data === "object" ? (data as { object?: unknown }).object : null;
  return typeof event.type === "string" && Boolean(object) && typeof object === "object" && !Array.isArray(object);
}

function answer(event: Stripe.Event, result: string): WebhookAnswer {
  return { received: true, type: event.type, result };
}
