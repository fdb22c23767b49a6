import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { db } from "@/db/client";
import { customerPaymentCards } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { stripeClient } from "../stripe/stripe-client";

export type SavedCardOutcome = { outcome: "saved" | "unchanged" };

/**
 * checkout.session.completed in setup mode (webhook): the SetupIntent's PaymentMethod becomes
 * the customer's saved card. The session must come from the connected account and Stripe
 * Customer we stored for that customer, else it is refused. Only the summary is kept (brand,
 * last 4, expiry). A replay finds the same card and changes nothing.
 */
export async function recordSavedCard(event: { eventId: string; accountId: string | null; session: Stripe.Checkout.Session }): Promise<SavedCardOutcome> {
  const { session, accountId } = event;
  const businessId = session.metadata?.business_id ?? "";
  const customerId = session.metadata?.customer_id ?? "";
  const setupIntentId = typeof session.setup_intent === "string" ? session.setup_intent : session.setup_intent?.id;
  const stripeCustomerId = typeof session.customer === "string" ? session.customer : session.customer?.id;
  if (!businessId || !customerId || !setupIntentId || !accountId) throw new DomainError("unprocessable", "The card setup names no customer");
  const where = and(sql`${customerPaymentCards.businessId}::text = ${businessId}`, sql`${customerPaymentCards.customerId}::text = ${customerId}`);
  const [row] = await db.select().from(customerPaymentCards).where(where);
  if (!row || row.stripeAccountId !== accountId || row.stripeCustomerId !== stripeCustomerId) throw new DomainError("unprocessable", "The card setup came from another Stripe account or customer");

  const stripe = stripeClient();
  const intent = await stripe.setupIntents.retrieve(setupIntentId, {}, { stripeAccount: accountId });
  const pmId = typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
  if (!pmId) throw new DomainError("unprocessable", "The card setup has no card");
  if (pmId === row.paymentMethodId) return { outcome: "unchanged" };
  const pm = await stripe.paymentMethods.retrieve(pmId, {}, { stripeAccount: accountId });
  if (!pm.card) throw new DomainError("unprocessable", "Only cards can be saved");
  const card = pm.card;

  await db.transaction(async (tx) => {
    await tx
      .update(customerPaymentCards)
      .set({ paymentMethodId: pm.id, cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.exp_month, cardExpYear: card.exp_year, updatedAt: sql`now()` })
      .where(and(eq(customerPaymentCards.id, row.id)));
    await writeAuditEntry(tx, {
      businessId: row.businessId,
      actor: { type: "customer", id: row.customerId },
      action: "customer.card_saved",
      target: { type: "customer", id: row.customerId },
      meta: { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year, eventId: event.eventId, replaced: Boolean(row.paymentMethodId) },
    });
  });
  return { outcome: "saved" };
}
