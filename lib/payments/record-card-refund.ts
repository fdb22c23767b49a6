import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, invoices, ledgerEntries, payments } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/core/domain-error";
import { appendLedgerEntry } from "@/lib/invoices/append-ledger-entry";

export type CardRefund = {
  eventId: string;
  accountId: string | null;
  /** The PaymentIntent of the refunded charge (the card payment's provider_ref). */
  providerRef: string;
  /** Stripe's cumulative `charge.amount_refunded`. */
  amountRefundedCents: number;
};

export type CardRefundOutcome = { outcome: "refunded"; refundedCents: number } | { outcome: "duplicate" } | { outcome: "ignored" };

/**
 * charge.refunded: Stripe sends the charge's cumulative refunded amount, so what is new is
 * that total less the refunds already in the ledger for the payment — a replayed or
 * out-of-order event adds nothing. The new part goes back onto the invoice (paid → pending,
 * or overdue when past due), as a `refund` ledger entry (+, owed again) and an audit row;
 * the payment is marked refunded once all of it is. A payment we never recorded is ignored.
 */
export async function recordCardRefund(event: CardRefund): Promise<CardRefundOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stripe-payment:${event.providerRef}`}))`);
    const [payment] = await tx
      .select({
        id: payments.id,
        businessId: payments.businessId,
        invoiceId: payments.invoiceId,
        amountCents: payments.amountCents,
        accountId: businesses.stripeAccountId,
        customerId: invoices.customerId,
        invoiceStatus: invoices.status,
      })
      .from(payments)
      .innerJoin(businesses, eq(businesses.id, payments.businessId))
      .innerJoin(invoices, and(eq(invoices.id, payments.invoiceId), eq(invoices.businessId, payments.businessId)))
      .where(eq(payments.providerRef, event.providerRef));
    if (!payment) return { outcome: "ignored" } as const;
    if (payment.accountId !== event.accountId) throw new DomainError("unprocessable", "The refund came from another Stripe account than the business's");
    if (payment.invoiceStatus === "void") throw new DomainError("unprocessable", "The refunded invoice is void");

    const [{ refunded }] = await tx
      .select({ refunded: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.businessId, payment.businessId), eq(ledgerEntries.paymentId, payment.id), eq(ledgerEntries.kind, "refund")));
    const total = Math.min(event.amountRefundedCents, payment.amountCents);
    const newCents = total - Number(refunded);
    if (newCents <= 0) return { outcome: "duplicate" } as const;

    await tx
      .update(invoices)
      .set({
        amountPaidCents: sql`${invoices.amountPaidCents} - ${newCents}`,
        status: sql`case when ${invoices.dueDate} is not null
            and ${invoices.dueDate} < (now() at time zone (select b.timezone from businesses b where b.id = ${invoices.businessId}))::date
          then 'overdue' else 'pending' end`,
        paidDate: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(invoices.id, payment.invoiceId), eq(invoices.businessId, payment.businessId)));
    if (total >= payment.amountCents) {
      await tx.update(payments).set({ status: "refunded" }).where(and(eq(payments.id, payment.id), eq(payments.businessId, payment.businessId)));
    }
    await appendLedgerEntry(tx, {
      businessId: payment.businessId,
      customerId: payment.customerId,
      invoiceId: payment.invoiceId,
      paymentId: payment.id,
      kind: "refund",
      amountCents: newCents,
      memo: "Card payment refunded in Stripe",
    });
    await writeAuditEntry(tx, {
      businessId: payment.businessId,
      actor: { type: "system", id: null },
      action: "invoice.refund_recorded",
      target: { type: "invoice", id: payment.invoiceId },
      meta: { paymentId: payment.id, amountCents: newCents, method: "stripe", stripeEventId: event.eventId },
    });
    return { outcome: "refunded", refundedCents: newCents } as const;
  });
}
