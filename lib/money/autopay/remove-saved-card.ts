import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customerPaymentCards } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { CustomerScope } from "@/lib/foundation/scope";
import { detachPaymentMethod } from "./detach-payment-method";

/**
 * Account → "Remove card": detaches the PaymentMethod from the customer's Stripe Customer on
 * the connected account it was saved on, then forgets the card summary and turns autopay off
 * (audited). Stripe first: if Stripe refuses, nothing here changes and the customer is told to
 * try again — we never show "no card" while the card is still attached in the business's
 * Stripe. A method Stripe no longer has (or no longer attached) is removed here all the same.
 * The Stripe Customer stays, so saving a card again reuses it. Removing when nothing is saved
 * is a no-op, with no Stripe call.
 */
export async function removeSavedCard(scope: CustomerScope, actor: { ip: string | null }): Promise<{ removed: boolean }> {
  const ours = and(eq(customerPaymentCards.businessId, scope.businessId), eq(customerPaymentCards.customerId, scope.customerId));
  const [card] = await db
    .select({ accountId: customerPaymentCards.stripeAccountId, paymentMethodId: customerPaymentCards.paymentMethodId })
    .from(customerPaymentCards)
    .where(and(ours, isNotNull(customerPaymentCards.paymentMethodId)));
  const paymentMethodId = card?.paymentMethodId;
  if (!card || !paymentMethodId) return { removed: false };
  const stripe = await detachPaymentMethod(card.accountId, paymentMethodId);
  return db.transaction(async (tx) => {
    // Only the method just detached: a card saved again meanwhile (webhook) is a new choice and stays.
    const [row] = await tx
      .update(customerPaymentCards)
      .set({ paymentMethodId: null, cardBrand: null, cardLast4: null, cardExpMonth: null, cardExpYear: null, autopayEnabled: false, autopayEnabledAt: null, updatedAt: sql`now()` })
      .where(and(ours, eq(customerPaymentCards.paymentMethodId, paymentMethodId)))
      .returning({ id: customerPaymentCards.id });
    if (!row) return { removed: false };
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: { type: "customer", id: scope.customerId },
      action: "customer.card_removed",
      target: { type: "customer", id: scope.customerId },
      meta: { paymentMethodId, stripe },
      ip: actor.ip,
    });
    return { removed: true };
  });
}
