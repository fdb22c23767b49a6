import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { businesses, customerPaymentCards, invoices } from "@/db/schema";
import { applicationFeeCents } from "@/lib/money/payments/application-fee";
import { readPlatformSettings } from "@/lib/platform/platform-settings";
import { stripeClient, stripeConfigured } from "../stripe/stripe-client";

export type ClaimedAttempt = { id: string; businessId: string; invoiceId: string; customerId: string; attemptNo: number };
export type ChargeOutcome =
  | { outcome: "charged"; paymentIntentId: string; amountCents: number }
  | { outcome: "declined"; paymentIntentId: string | null; amountCents: number; message: string }
  | { outcome: "skipped"; reason: string };

/**
 * One claimed attempt: re-reads the invoice, the card and the business (the invoice may have
 * been paid or voided, autopay turned off, the card removed since it was scheduled), then an
 * off-session PaymentIntent for what is still due, confirmed at once, on the connected account
 * with the platform fee, idempotency key `autopay:{invoice}:{attempt}` (a re-run of the same
 * attempt never charges twice). The payment is recorded by the webhook (payment_intent.succeeded),
 * like any card payment. Holds no transaction while Stripe answers. Not server-only: the worker.
 */
export async function chargeAutopayAttempt(dbx: Db, attempt: ClaimedAttempt): Promise<ChargeOutcome> {
  const [row] = await dbx
    .select({
      status: invoices.status,
      amountCents: invoices.amountCents,
      amountPaidCents: invoices.amountPaidCents,
      invoiceNumber: invoices.invoiceNumber,
      accountId: businesses.stripeAccountId,
      provider: businesses.paymentProvider,
      cardAccountId: customerPaymentCards.stripeAccountId,
      stripeCustomerId: customerPaymentCards.stripeCustomerId,
      paymentMethodId: customerPaymentCards.paymentMethodId,
      autopayEnabled: customerPaymentCards.autopayEnabled,
    })
    .from(invoices)
    .innerJoin(businesses, eq(businesses.id, invoices.businessId))
    .leftJoin(customerPaymentCards, and(eq(customerPaymentCards.businessId, invoices.businessId), eq(customerPaymentCards.customerId, invoices.customerId)))
    .where(and(eq(invoices.id, attempt.invoiceId), eq(invoices.businessId, attempt.businessId), eq(invoices.customerId, attempt.customerId)));
  if (!row) return { outcome: "skipped", reason: "The invoice no longer exists" };
  const dueCents = row.amountCents - row.amountPaidCents;
  if ((row.status !== "pending" && row.status !== "overdue") || dueCents <= 0) return { outcome: "skipped", reason: `The invoice is ${row.status === "void" ? "void" : "already paid"}` };
  if (!row.autopayEnabled || !row.paymentMethodId || !row.stripeCustomerId) return { outcome: "skipped", reason: "Autopay was turned off or the card removed" };
  if (row.provider !== "stripe" || !row.accountId || row.accountId !== row.cardAccountId || !stripeConfigured()) return { outcome: "skipped", reason: "The business does not take card payments now" };

  const { platformFeeBps } = await readPlatformSettings(dbx);
  const feeCents = applicationFeeCents(dueCents, platformFeeBps);
  const metadata = { invoice_id: attempt.invoiceId, business_id: attempt.businessId, customer_id: attempt.customerId, autopay_attempt: String(attempt.attemptNo) };
  try {
    const intent = await stripeClient().paymentIntents.create(
      {
        amount: dueCents,
        currency: "usd",
        customer: row.stripeCustomerId,
        payment_method: row.paymentMethodId,
        off_session: true,
        confirm: true,
        ...(feeCents > 0 ? { application_fee_amount: feeCents } : {}),
        description: `Invoice ${row.invoiceNumber ?? attempt.invoiceId.slice(0, 8)} (autopay)`,
        metadata,
      },
      { stripeAccount: row.accountId, idempotencyKey: `autopay:${attempt.invoiceId}:${attempt.attemptNo}` },
    );
    if (intent.status === "succeeded" || intent.status === "processing") return { outcome: "charged", paymentIntentId: intent.id, amountCents: dueCents };
    return { outcome: "declined", paymentIntentId: intent.id, amountCents: dueCents, message: intent.last_payment_error?.message ?? `The payment needs attention (${intent.status})` };
  } catch (error) {
    const e = error as { type?: string; message?: string; payment_intent?: { id?: string }; raw?: { payment_intent?: { id?: string } } };
    const intentId = e.payment_intent?.id ?? e.raw?.payment_intent?.id ?? null;
    if (e.type === "StripeCardError") return { outcome: "declined", paymentIntentId: intentId, amountCents: dueCents, message: e.message ?? "The card was declined" };
    console.error("autopay: Stripe call failed", error);
    return { outcome: "declined", paymentIntentId: intentId, amountCents: dueCents, message: "The payment service could not be reached" };
  }
}

