import type { Tx } from "@/db/client";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { BusinessScope } from "@/lib/foundation/scope";
import { insertPayment } from "@/lib/money/payments/insert-payment";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";

export type QuoteDepositRow = {
  quoteId: string;
  amountCents: number;
  /** A manual method staff chose, or "stripe" for a card deposit through Checkout. */
  method: "cash" | "check" | "bank_transfer" | "other" | "stripe";
  note: string | null;
  /** The PaymentIntent of a card deposit (unique: a replayed webhook cannot insert it twice). */
  providerRef?: string | null;
};

/**
 * The one place a quote's deposit is written: its payment row (quote_id set, no invoice yet;
 * through the one payments insert, lib/money/payments/insert-payment.ts) and
 * the `quote.deposit_recorded` audit entry, inside the caller's transaction. Staff's deposits
 * (record-quote-deposit.ts) and card deposits from Stripe's webhook (record-card-deposit.ts)
 * both come through here, so a deposit is the same row whoever recorded it.
 */
export async function insertQuoteDeposit(tx: Tx, scope: BusinessScope, deposit: QuoteDepositRow, actor: MoneyActor): Promise<{ paymentId: string }> {
  const payment = await insertPayment(
    tx,
    scope,
    { invoiceId: null, quoteId: deposit.quoteId, amountCents: deposit.amountCents, method: deposit.method, providerRef: deposit.providerRef ?? null, note: deposit.note },
    actor,
  );
  await writeAuditEntry(tx, {
    businessId: scope.businessId,
    actor: auditActor(actor),
    action: "quote.deposit_recorded",
    target: { type: "quote", id: deposit.quoteId },
    meta: auditMeta(actor, { paymentId: payment.id, amountCents: deposit.amountCents, method: deposit.method }),
    ip: actor.ip,
  });
  return { paymentId: payment.id };
}
