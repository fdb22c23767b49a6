import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, invoices, payments } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import { recordDepositRefund } from "@/lib/money/refunds/record-deposit-refund";
import { applyRefund, refundedCents } from "./apply-refund";

export type CardRefund = {
  eventId: string;
  accountId: string | null;
  /** The PaymentIntent of the refunded charge (the card payment's provider_ref). */
  providerRef: string;
  /** Stripe's cumulative `charge.amount_refunded`. */
  amountRefundedCents: number;
  /**
   * Set when staff refunded from the admin (refund-payment.ts): who, and their reason as the
   * ledger memo. Whichever of that call and the webhook arrives first records the refund.
   */
  by?: { actor: MoneyActor; reason: string };
};

export type CardRefundOutcome = { outcome: "refunded"; refundedCents: number } | { outcome: "duplicate" } | { outcome: "ignored" };

/**
 * charge.refunded (and a staff refund once Stripe has made it): Stripe's figure is the charge's
 * cumulative refunded amount, so what is new is that total less the refunds already in the
 * ledger for the payment — a replayed or out-of-order event, or the webhook after a staff
 * refund recorded it, adds nothing. Serialised per PaymentIntent by an advisory lock; the new
 * part goes back onto the invoice through applyRefund. A quote's deposit no invoice holds yet has
 * the new part recorded on it, partial or whole (record-deposit-refund.ts), so its invoice is later
 * credited only the rest. A payment we never recorded is ignored.
 */
export async function recordCardRefund(event: CardRefund): Promise<CardRefundOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stripe-payment:${event.providerRef}`}))`);
    const [payment] = await tx
      .select({
        id: payments.id,
        businessId: payments.businessId,
        invoiceId: invoices.id,
        quoteId: payments.quoteId,
        amountCents: payments.amountCents,
        accountId: businesses.stripeAccountId,
        customerId: invoices.customerId,
        invoiceStatus: invoices.status,
      })
      .from(payments)
      .innerJoin(businesses, eq(businesses.id, payments.businessId))
      .leftJoin(invoices, and(eq(invoices.id, payments.invoiceId), eq(invoices.businessId, payments.businessId)))
      .where(eq(payments.providerRef, event.providerRef));
    if (!payment) return { outcome: "ignored" } as const;
    if (payment.accountId !== event.accountId) throw new DomainError("unprocessable", "The refund came from another Stripe account than the business's");
    if (payment.invoiceId === null || payment.customerId === null || payment.invoiceStatus === null || payment.invoiceStatus === "draft") {
      // A quote's deposit no issued invoice holds yet (none, or a draft): the new part is recorded on the deposit itself.
      if (!payment.quoteId) return { outcome: "ignored" } as const;
      const newCents = Math.min(event.amountRefundedCents, payment.amountCents) - (await refundedCents(tx, payment));
      if (newCents <= 0) return { outcome: "duplicate" } as const;
      const actor: MoneyActor = event.by?.actor ?? { type: "stripe", eventId: event.eventId };
      const recorded = await recordDepositRefund(tx, { businessId: payment.businessId }, payment.id, { cents: newCents, actor, reason: event.by?.reason ?? "Card payment refunded in Stripe" });
      return recorded ? ({ outcome: "refunded", refundedCents: newCents } as const) : ({ outcome: "duplicate" } as const);
    }
    if (payment.invoiceStatus === "void") throw new DomainError("unprocessable", "The refunded invoice is void");

    const total = Math.min(event.amountRefundedCents, payment.amountCents);
    const newCents = total - (await refundedCents(tx, payment));
    if (newCents <= 0) return { outcome: "duplicate" } as const;
    const actor: MoneyActor = event.by?.actor ?? { type: "stripe", eventId: event.eventId };
    await applyRefund(tx, { ...payment, invoiceId: payment.invoiceId, customerId: payment.customerId }, {
      cents: newCents,
      totalRefundedCents: total,
      memo: event.by?.reason ?? "Card payment refunded in Stripe",
      audit: {
        actor: auditActor(actor),
        meta: auditMeta(actor, { method: "stripe", ...(event.by ? { reason: event.by.reason, stripeRefundId: event.eventId } : {}) }),
        ip: actor.ip,
      },
    });
    return { outcome: "refunded", refundedCents: newCents } as const;
  });
}
